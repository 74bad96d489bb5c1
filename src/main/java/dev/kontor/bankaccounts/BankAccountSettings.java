package dev.kontor.bankaccounts;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the bank accounts module ({@code kontor.bankaccounts.*}).
 *
 * @param maxDocumentSize largest document content kept; larger ones answer 413. Hex doubles a file in the request,
 * so with the default request limit of 1 MB a document of up to about 500 KB can be sent.
 */
@ConfigurationProperties("kontor.bankaccounts")
public record BankAccountSettings(@DefaultValue("480KB") DataSize maxDocumentSize) {
}

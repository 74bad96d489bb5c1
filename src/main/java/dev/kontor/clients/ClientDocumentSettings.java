package dev.kontor.clients;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the documents of client records ({@code kontor.clients.*}).
 *
 * @param maxDocumentSize largest document kept, decoded; larger ones answer 413. The upload route accepts a request
 *     body of twice this (the hexadecimal text) and some room for the other fields, whatever
 *     {@code kontor.web.max-request-size} says.
 */
@ConfigurationProperties("kontor.clients")
public record ClientDocumentSettings(@DefaultValue("10MB") DataSize maxDocumentSize) {
}

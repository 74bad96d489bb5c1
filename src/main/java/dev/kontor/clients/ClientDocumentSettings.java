package dev.kontor.clients;

import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the documents of client records ({@code kontor.clients.*}).
 *
 * @param maxDocumentSize largest document kept, decoded; larger ones answer 413. The upload route accepts a request
 *     body of twice this (the hexadecimal text) and some room for the other fields, whatever
 *     {@code kontor.web.max-request-size} says.
 * @param concurrentDocumentUploads uploads whose bodies are read at once; the others wait their turn before theirs
 *     is read. An upload holds several times its document's size while its text is parsed and decoded, so this
 *     bounds the memory uploads take whatever the number of callers.
 */
@ConfigurationProperties("kontor.clients")
@Validated
public record ClientDocumentSettings(@DefaultValue("10MB") DataSize maxDocumentSize,
		@DefaultValue("3") @Min(1) int concurrentDocumentUploads) {
}

package dev.kontor.shared.web;

import java.time.Duration;
import java.util.Set;

import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Limits of the HTTP layer.
 *
 * @param maxRequestSize largest request body accepted; larger ones answer 413
 * @param maxRecordsPerPage most records one page of any list holds, whatever {@code recordsPerPage} asks for
 * @param unlimitedRequestPaths paths whose bodies are streams read a part at a time (quote ingestion), to which
 *     {@code maxRequestSize} does not apply: their endpoints bound what they hold in memory themselves
 * @param unavailableRetryAfter the {@code Retry-After} of a 503 answered while the database cannot be reached
 */
@ConfigurationProperties("kontor.web")
@Validated
public record WebSettings(@DefaultValue("1MB") DataSize maxRequestSize,
		@DefaultValue("1000") @Min(1) int maxRecordsPerPage,
		@DefaultValue("/api/pricefeed/v2/quotes/ingest") Set<String> unlimitedRequestPaths,
		@DefaultValue("5s") Duration unavailableRetryAfter) {
}

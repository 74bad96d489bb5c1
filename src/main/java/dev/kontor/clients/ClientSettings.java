package dev.kontor.clients;

import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;

import org.hibernate.validator.constraints.time.DurationMin;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the clients module ({@code kontor.clients.*}).
 *
 * @param kistamAuthority the tax authority connector that answers church tax queries: {@code Simulated}, the
 * built-in authority, or the name of another connector
 * @param kistamDelay how long the simulated authority takes to answer a query
 * @param kistamCron when the yearly church tax queries of all onboarded clients with a tax id are made (Spring cron,
 * UTC); an instance that was down then makes them when it looks next
 * @param kistamCheckInterval how often an instance looks whether the yearly queries of the latest scheduled time
 * are made
 * @param kistamPollInterval how often an instance sends the queries that are due to the authority
 * @param kistamBatchSize the queries sent at once and answered in one transaction
 * @param kistamWorkers the batches of an instance on their way at once
 * @param kistamRetryDelay the wait after a query's first failed attempt; it doubles with every further failure
 * @param kistamMaxRetryDelay the longest wait between two attempts
 * @param kistamMaxAttempts the attempts after which a query is Failed
 * @param kistamAnswerTimeout how long an instance may take for an attempt before another instance makes it again
 * @param maxDocumentSize largest document of a client record kept, decoded; larger ones answer 413. The upload route
 * accepts a request body of twice this (the hexadecimal text) and some room for the other fields, whatever
 * {@code kontor.web.max-request-size} says.
 * @param concurrentDocumentUploads uploads whose bodies are read at once; the others wait their turn before theirs is
 * read. An upload is decoded into a temporary file as it arrives and streamed to the database, so it holds a few
 * buffers in memory, not its document; the bound keeps the temporary files and the database connections uploads take
 * in check whatever the number of callers.
 */
@ConfigurationProperties("kontor.clients")
@Validated
public record ClientSettings(@DefaultValue("Simulated") @NotBlank String kistamAuthority,
		@DefaultValue("200ms") Duration kistamDelay, @DefaultValue("0 0 3 2 1 *") @NotBlank String kistamCron,
		@DefaultValue("1m") @DurationMin(seconds = 1) Duration kistamCheckInterval,
		@DefaultValue("1s") @DurationMin(millis = 10) Duration kistamPollInterval,
		@DefaultValue("500") @Min(1) @Max(5_000) int kistamBatchSize, @DefaultValue("4") @Min(1) @Max(64) int kistamWorkers,
		@DefaultValue("1m") @DurationMin(millis = 1) Duration kistamRetryDelay,
		@DefaultValue("6h") @DurationMin(millis = 1) Duration kistamMaxRetryDelay,
		@DefaultValue("12") @Min(1) @Max(100) int kistamMaxAttempts,
		@DefaultValue("5m") @DurationMin(seconds = 1) Duration kistamAnswerTimeout,
		@DefaultValue("10MB") DataSize maxDocumentSize, @DefaultValue("3") @Min(1) int concurrentDocumentUploads) {
}

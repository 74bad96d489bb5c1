package dev.kontor.masterdata.requests;

import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the instrument request processor ({@code kontor.masterdata.requests.*}).
 *
 * @param processingEnabled whether this instance fulfils requests on schedule (several instances may; they share
 * the work)
 * @param processingInterval how long the processor rests after it has worked through what was waiting
 * @param batchSize how many requests one transaction claims and fulfils
 */
@ConfigurationProperties("kontor.masterdata.requests")
@Validated
public record RequestProcessingSettings(@DefaultValue("true") boolean processingEnabled,
		@DefaultValue("10s") @NotNull Duration processingInterval,
		@DefaultValue("100") @Min(1) @Max(1000) int batchSize) {
}

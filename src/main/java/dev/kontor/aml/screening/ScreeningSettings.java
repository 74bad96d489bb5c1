package dev.kontor.aml.screening;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Screening of customers against sanctions, PEP and other lists.
 *
 * @param provider {@code builtin} (the list below, in memory) or {@code http} (an external service)
 * @param listFile the list in OpenSanctions' {@code targets.simple.csv} format; unset: the small fictional sample
 * shipped with the application
 * @param threshold the score (0.5 to 1) from which a list entry is a hit
 * @param maxHits most hits one screening reports
 * @param refreshInterval how long after a screening a monitored customer is screened again by the background job;
 * zero turns the job off
 * @param refreshPollInterval how often the background job looks for customers due
 * @param http the external provider
 */
@ConfigurationProperties("kontor.aml.screening")
@Validated
public record ScreeningSettings(@DefaultValue("builtin") Provider provider, @Nullable Path listFile,
		@DefaultValue("0.92") @DecimalMin("0.5") @DecimalMax("1.0") double threshold,
		@DefaultValue("20") @Min(1) @Max(100) int maxHits, @DefaultValue("1d") Duration refreshInterval,
		@DefaultValue("10m") Duration refreshPollInterval, @DefaultValue @Valid Http http) {

	public enum Provider {
		builtin, http
	}

	/**
	 * @param url where the subject is POSTed
	 * @param apiKey sent as {@code X-Api-Key} when set
	 * @param timeout for connecting and for the whole answer
	 * @param name the provider's name in the monitoring records' {@code informationSource} (at most 36 characters)
	 */
	public record Http(@Nullable URI url, @Nullable String apiKey, @DefaultValue("10s") Duration timeout,
			@DefaultValue("External screening") @NotBlank @Size(max = 36) String name) {
	}
}

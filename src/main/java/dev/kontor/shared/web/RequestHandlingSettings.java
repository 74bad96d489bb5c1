package dev.kontor.shared.web;

import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * How many requests the application works on at once, and on which threads.
 *
 * @param threads {@code platform}: a pool of at most {@code maxConcurrent} platform threads serves requests, the
 *     others wait in Tomcat's queue in arrival order; {@code virtual}: a virtual thread per request, of which at
 *     most {@code maxConcurrent} are past the first filter, the others wait for a permit in arrival order
 * @param maxConcurrent requests in the application at once; connections beyond it stay open and wait
 */
@ConfigurationProperties("kontor.web.request-handling")
@Validated
public record RequestHandlingSettings(@DefaultValue("platform") RequestThreads threads,
		@DefaultValue("8") @Min(1) int maxConcurrent) {

	public enum RequestThreads {

		PLATFORM, VIRTUAL

	}
}

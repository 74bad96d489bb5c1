package dev.kontor.shared.ratelimit;

import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the rate limiter (the limits themselves belong to the modules that apply them).
 *
 * @param store where the buckets live
 * @param memoryMaxBuckets most buckets kept in memory (store {@code memory}); past it the least used are dropped,
 * which gives their callers a full allowance again
 */
@ConfigurationProperties("kontor.rate-limits")
@Validated
public record RateLimitSettings(@DefaultValue("auto") RateLimitStore store,
		@DefaultValue("100000") @Min(1) long memoryMaxBuckets) {
}

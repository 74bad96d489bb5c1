package dev.kontor.pricefeed;

import java.time.Duration;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the price feed.
 *
 * @param maxItemsPerUpsert most instruments or order support items one operator upsert may carry (400 above)
 * @param rateLimits the limits of document 2 section 8, per OAuth client
 */
@ConfigurationProperties("kontor.pricefeed")
@Validated
public record PriceFeedSettings(@DefaultValue("1000") @Min(1) @Max(10000) int maxItemsPerUpsert,
		@DefaultValue @Valid RateLimits rateLimits) {

	/**
	 * At most {@code …Calls} calls every {@code …Period}, per OAuth client; the defaults are document 2's.
	 *
	 * @param fullSnapshotCalls quotes in full snapshot mode (no {@code lastTimeStamp})
	 * @param historyCalls quote history of an instrument
	 * @param endOfDayPricesCalls end-of-day prices
	 */
	public record RateLimits(@DefaultValue("2") @Min(1) int fullSnapshotCalls,
			@DefaultValue("30s") @DurationMin(seconds = 1) Duration fullSnapshotPeriod,
			@DefaultValue("15") @Min(1) int historyCalls,
			@DefaultValue("60s") @DurationMin(seconds = 1) Duration historyPeriod,
			@DefaultValue("30") @Min(1) int endOfDayPricesCalls,
			@DefaultValue("30s") @DurationMin(seconds = 1) Duration endOfDayPricesPeriod) {
	}
}

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
 * @param stream the quote stream's limits
 */
@ConfigurationProperties("kontor.pricefeed")
@Validated
public record PriceFeedSettings(@DefaultValue("1000") @Min(1) @Max(10000) int maxItemsPerUpsert,
		@DefaultValue @Valid RateLimits rateLimits, @DefaultValue @Valid Stream stream) {

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

	/**
	 * The quote stream ({@code /api/pricefeed/v2/quotes/stream}).
	 *
	 * @param maxInstruments most instruments one connection may be subscribed to at once; a subscription beyond is
	 * refused with an error message naming the limit
	 * @param messageCalls most subscribe and unsubscribe messages per {@code messagePeriod}, per OAuth client over
	 * all its connections, as the other rate limits of the price feed count
	 * @param messagePeriod see {@code messageCalls}
	 * @param tokenCheckInterval how often every open connection's access token is checked for expiry and revocation
	 * (the connection is closed with code 4401 once it is neither valid nor in force)
	 * @param maxUnreadNotices most answers to its own messages (acknowledgements, errors) a connection may leave
	 * unread; one that sends on without reading is closed
	 */
	public record Stream(@DefaultValue("1000") @Min(1) @Max(100000) int maxInstruments,
			@DefaultValue("60") @Min(1) int messageCalls,
			@DefaultValue("60s") @DurationMin(seconds = 1) Duration messagePeriod,
			@DefaultValue("1s") @DurationMin(millis = 100) Duration tokenCheckInterval,
			@DefaultValue("256") @Min(1) int maxUnreadNotices) {
	}
}

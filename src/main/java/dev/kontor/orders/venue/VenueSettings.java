package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Duration;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;

import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the venue under {@code kontor.orders.*}, beside the order side's own. Which venue works the orders
 * is {@code kontor.orders.venue}: {@code simulated} (the default) or another value for a broker connection.
 *
 * @param maxQuoteAge a quote older than this fills nothing
 * @param indexReloadInterval how often the sweep reads the resting orders again from the database (orders accepted
 *        or closed by another instance); between reloads it works the index this instance keeps in step
 * @param priceBandPercent how far, in percent of the reference price, a quote's bid and ask may lie from it and
 *        still fill orders; a quote further away halts the instrument
 * @param haltDuration how long an instrument stays halted after a quote left the band
 * @param sweepInterval how often the simulated venue works every indexed instrument against its latest quote
 * @param expiryInterval how often Day orders are given their session's end and those past it are expired
 * @param captureInterval how often executions of ended sessions are confirmed as trade capture reports
 */
@ConfigurationProperties("kontor.orders")
@Validated
record VenueSettings(@DefaultValue("5s") @DurationMin(millis = 1) Duration maxQuoteAge,
		@DefaultValue("10s") @DurationMin(millis = 1) Duration indexReloadInterval,
		@DefaultValue("10") @DecimalMin(value = "0", inclusive = false) @DecimalMax("100") BigDecimal priceBandPercent,
		@DefaultValue("5m") @DurationMin(seconds = 1) Duration haltDuration,
		@DefaultValue("1s") @DurationMin(millis = 1) Duration sweepInterval,
		@DefaultValue("5s") @DurationMin(millis = 1) Duration expiryInterval,
		@DefaultValue("10s") @DurationMin(millis = 1) Duration captureInterval) {
}

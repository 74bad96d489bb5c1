package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Duration;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the orders module ({@code kontor.orders.*}).
 *
 * @param marketBuffer what a market or stop buy reserves above the latest ask (0.05 = 5 %), so that a price that
 * moves before the fill is still covered
 * @param fees the order fee of tenants without one of their own
 * @param referenceDataTtl how long placement remembers an instrument's tradability, the tenant's order support item
 *        of it and the tenant's fee schedule (0: read them for every order); a change made through another instance
 *        applies when its notification arrives, to orders placed after at most this long should it be lost
 */
@ConfigurationProperties("kontor.orders")
@Validated
public record OrderSettings(@DefaultValue("0.05") @NotNull @PositiveOrZero @DecimalMax("1") BigDecimal marketBuffer,
		@DefaultValue @NotNull @Valid FeeSchedule fees, @DefaultValue("1s") @NotNull Duration referenceDataTtl) {

	/** A store of reference data that forgets each entry {@code referenceDataTtl} after it was written. */
	public <K, V> Cache<K, V> referenceDataCache(long maximumSize) {
		return Caffeine.newBuilder().expireAfterWrite(referenceDataTtl).maximumSize(maximumSize).build();
	}
}

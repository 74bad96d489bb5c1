package dev.kontor.pricefeed;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the price feed.
 *
 * @param maxItemsPerUpsert most instruments or order support items one operator upsert may carry (400 above)
 */
@ConfigurationProperties("kontor.pricefeed")
@Validated
public record PriceFeedSettings(@DefaultValue("1000") @Min(1) @Max(10000) int maxItemsPerUpsert) {
}

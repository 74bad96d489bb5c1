package dev.kontor.orders;

import java.math.BigDecimal;

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
 */
@ConfigurationProperties("kontor.orders")
@Validated
public record OrderSettings(@DefaultValue("0.05") @NotNull @PositiveOrZero @DecimalMax("1") BigDecimal marketBuffer,
		@DefaultValue @NotNull @Valid FeeSchedule fees) {
}

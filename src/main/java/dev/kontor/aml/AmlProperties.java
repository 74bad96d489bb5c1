package dev.kontor.aml;

import java.time.Duration;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the AML calculation ({@code kontor.aml.*}).
 *
 * @param dailyRiskCron when the daily risk calculation runs (Spring cron, UTC); an instance that was down then
 * runs it when it next looks
 * @param dailyRiskEnabled whether this instance runs the daily calculation on schedule
 * @param dailyRiskCheckInterval how often instances look for a daily run that is due
 * @param aggregationWindow the aggregate transaction amount and count add up a client's actions this far back
 * @param notificationInterval how often waiting officer notifications are sent
 * @param dateActionMaxAge how far back an evaluated action's {@code dateAction} may lie, so that an action cannot be
 * dated out of the aggregation window; it may lie at most a minute ahead (clock skew)
 */
@ConfigurationProperties("kontor.aml")
@Validated
public record AmlProperties(@DefaultValue("0 0 2 * * *") @NotBlank String dailyRiskCron,
		@DefaultValue("true") boolean dailyRiskEnabled,
		@DefaultValue("1m") @NotNull Duration dailyRiskCheckInterval,
		@DefaultValue("30d") @NotNull Duration aggregationWindow,
		@DefaultValue("10s") @NotNull Duration notificationInterval,
		@DefaultValue("24h") @NotNull Duration dateActionMaxAge) {
}

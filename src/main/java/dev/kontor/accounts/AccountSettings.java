package dev.kontor.accounts;

import java.time.Duration;

import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the accounts module ({@code kontor.accounts.*}).
 *
 * @param statementCheckInterval how often an instance looks whether the previous month's statements are issued
 * @param lossCheckInterval how often an instance looks whether the previous day's loss thresholds are checked
 */
@ConfigurationProperties("kontor.accounts")
@Validated
public record AccountSettings(@DefaultValue("15m") @DurationMin(seconds = 1) Duration statementCheckInterval,
		@DefaultValue("15m") @DurationMin(seconds = 1) Duration lossCheckInterval) {
}

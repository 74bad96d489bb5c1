package dev.kontor.payments;

import java.time.Duration;
import java.time.Instant;

import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the payments module ({@code kontor.payments.*}).
 *
 * @param simulatedBankEnabled whether the built-in simulated bank answers uploaded direct debits (Received) and
 * sent credit transfers (Executed); off where a bank connector answers through the operator API
 * @param simulatedBankDelay how long after the upload or the sending the simulated bank answers
 * @param simulatedBankInterval how often the simulated bank looks for instructions due
 * @param simulatedBankBatchSize how many instructions of each kind it answers per look at most
 */
@ConfigurationProperties("kontor.payments")
@Validated
public record PaymentSettings(@DefaultValue("true") boolean simulatedBankEnabled,
		@DefaultValue("10s") @NotNull Duration simulatedBankDelay,
		@DefaultValue("1s") @NotNull Duration simulatedBankInterval,
		@DefaultValue("100") int simulatedBankBatchSize) {

	/** When the simulated bank answers an instruction handed to the bank {@code at}; null when it answers none. */
	public @Nullable Instant simulatedBankAnswerAt(Instant at) {
		return simulatedBankEnabled ? at.plus(simulatedBankDelay) : null;
	}
}

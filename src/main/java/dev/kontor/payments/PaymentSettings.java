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
 * @param bank how instructions reach the bank: {@code simulated}, handed over at once (to the built-in simulated
 * bank, or to a connector that answers through the operator API), or {@code files}, written to SEPA files at each
 * cut-off by the bank connection (contract section 13)
 * @param simulatedBankEnabled whether the built-in simulated bank answers uploaded direct debits (Received) and
 * sent credit transfers (Executed); off where a bank connector answers through the operator API, and never on with
 * {@code files}
 * @param simulatedBankDelay how long after the upload or the sending the simulated bank answers
 * @param simulatedBankInterval how often the simulated bank looks for instructions due
 * @param simulatedBankBatchSize how many instructions of each kind it answers per look at most
 */
@ConfigurationProperties("kontor.payments")
@Validated
public record PaymentSettings(@DefaultValue("simulated") @NotNull BankConnector bank,
		@DefaultValue("true") boolean simulatedBankEnabled,
		@DefaultValue("10s") @NotNull Duration simulatedBankDelay,
		@DefaultValue("1s") @NotNull Duration simulatedBankInterval,
		@DefaultValue("100") int simulatedBankBatchSize) {

	/** When the simulated bank answers an instruction handed to the bank {@code at}; null when it answers none. */
	public @Nullable Instant simulatedBankAnswerAt(Instant at) {
		return simulatedBankEnabled && bank == BankConnector.Simulated ? at.plus(simulatedBankDelay) : null;
	}

	/** Whether approved direct debits and created credit transfers wait for the next cut-off's file. */
	public boolean handsOverInFiles() {
		return bank == BankConnector.Files;
	}
}

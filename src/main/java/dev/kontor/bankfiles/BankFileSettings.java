package dev.kontor.bankfiles;

import java.nio.file.Path;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the bank connection in files ({@code kontor.payments.bank.*}, used with
 * {@code kontor.payments.bank=files}).
 *
 * @param outbox where the files for the bank are written (written aside, then renamed); beside the embedded
 * database by default
 * @param inbox where the bank's files are read from; read ones move to {@code processed/}, refused ones to
 * {@code rejected/} beside a {@code .reason} file
 * @param cutoffCron when a cut-off runs (Spring's six-field cron, UTC); {@code -} for none but the operator's
 * @param maxTransactionsPerFile how many transactions one file holds at most; more wait for the next cut-off
 * @param maxInboxFileSize the largest file read from the inbox; a larger one is rejected unread
 */
@ConfigurationProperties("kontor.payments.bank")
@Validated
public record BankFileSettings(@DefaultValue("./data/bank/outbox") @NotNull Path outbox,
		@DefaultValue("./data/bank/inbox") @NotNull Path inbox,
		@DefaultValue("0 */5 * * * *") @NotBlank String cutoffCron,
		@DefaultValue("100000") @Min(1) @Max(1_000_000) int maxTransactionsPerFile,
		@DefaultValue("64MB") DataSize maxInboxFileSize) {

	/** The cron that runs no cut-off: only the operator's request does. */
	public static final String NO_CUTOFF_CRON = "-";
}

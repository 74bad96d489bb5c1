package dev.kontor.corporateactions;

import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.hibernate.validator.constraints.time.DurationMin;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the corporate actions module ({@code kontor.corporate-actions.*}).
 *
 * @param processingInterval how often an instance processes what is due: fixes the entitlements of actions whose
 * record date has passed and books those whose payment date has come (each at most once, so a run with nothing due
 * does nothing)
 * @param clientsPerBatch the client records whose entitlements are booked in one transaction
 * @param bookingWorkers the batches of one action an instance books at once, each in a transaction (and with a
 * database connection) of its own: a batch waits for the database (its statements, the commit) longer than it
 * computes, so more than the cores pay
 */
@ConfigurationProperties("kontor.corporate-actions")
@Validated
public record CorporateActionSettings(@DefaultValue("1h") @DurationMin(seconds = 1) Duration processingInterval,
		@DefaultValue("200") @Min(1) @Max(10_000) int clientsPerBatch,
		@DefaultValue("4") @Min(1) @Max(16) int bookingWorkers) {
}

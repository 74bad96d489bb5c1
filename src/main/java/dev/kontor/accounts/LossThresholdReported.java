package dev.kontor.accounts;

import java.time.LocalDate;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * A loss threshold report was issued to a client record (MiFID II article 62): a portfolio of the client lost a
 * further 10 % of its value within the reporting period by the end-of-day prices of {@code snapshotDate}.
 */
public record LossThresholdReported(TenantId tenantId, ClientId clientId, LocalDate snapshotDate) {
}

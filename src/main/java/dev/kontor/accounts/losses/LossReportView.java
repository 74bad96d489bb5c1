package dev.kontor.accounts.losses;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

/** A loss threshold report as JSON: the client, the day valued, and each of the client's portfolios valued that day. */
record LossReportView(UUID clientId, LocalDate snapshotDate, Instant createdDate, List<PortfolioView> portfolios) {
}

package dev.kontor.accounts.losses;

import java.util.List;

/** A client's loss threshold reports, oldest first (a few a quarter at most, so not paged). */
record LossReportIndex(List<LossReportView> data) {
}

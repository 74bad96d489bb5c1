package dev.kontor.aml.screening;

import java.util.UUID;

import dev.kontor.aml.monitoring.MonitoringFamily;

/** A family a screening hit, the hit that decided it, and the monitoring record holding it (new or already active). */
public record RecordedHit(MonitoringFamily family, UUID recordId, ScreeningHit hit) {
}

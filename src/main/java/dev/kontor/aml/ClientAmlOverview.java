package dev.kontor.aml;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * What the AML control holds of one client: its monitoring records of every family, active or not, its external
 * monitoring (null until the client was sent to it) and the screening hits among the records.
 */
public record ClientAmlOverview(UUID clientId, String clientKey, String clientName, @Nullable String clientSurname,
		List<MonitoringEntry> records, @Nullable Screening screening, List<MonitoringEntry> screeningHits) {

	public ClientAmlOverview {
		records = List.copyOf(records);
		screeningHits = List.copyOf(screeningHits);
	}

	/**
	 * A monitoring record.
	 *
	 * @param family {@code Pep}, {@code Sanction} or {@code Other}
	 */
	public record MonitoringEntry(UUID id, String family, boolean isActive, boolean isBanned, Instant dateStart,
			@Nullable Instant dateEnd, @Nullable String recordType, @Nullable String informationSource,
			@Nullable String reason, @Nullable String note, Instant createdDate) {
	}

	/** The client's external monitoring: the screening provider, since when and when it last screened again. */
	public record Screening(String provider, String monitoringType, Instant sentDate,
			@Nullable Instant lastRefreshDate) {
	}
}

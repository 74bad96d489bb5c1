package dev.kontor.aml;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * What the AML control holds of one client: its monitoring records of every family, active or not, its external
 * monitoring (null until the client was sent to it) and the screening hits among the records.
 */
public record ClientAmlOverview(NamedClient client, List<MonitoringEntry> records, @Nullable Screening screening,
		List<MonitoringEntry> screeningHits) {

	public ClientAmlOverview {
		records = List.copyOf(records);
		screeningHits = List.copyOf(screeningHits);
	}

	/**
	 * A monitoring record.
	 *
	 * @param family {@code Pep}, {@code Sanction} or {@code Other}
	 */
	public record MonitoringEntry(UUID id, String family, Watch watch, Finding finding, Instant createdDate) {
	}

	/** Whether the record is active, and the days it covers (an open end: null). */
	public record Watch(boolean isActive, Instant dateStart, @Nullable Instant dateEnd) {
	}

	/** What the record found, where, whether it bans the client's actions, and why. */
	public record Finding(boolean isBanned, @Nullable String recordType, @Nullable String informationSource,
			@Nullable String reason, @Nullable String note) {
	}

	/** The client's external monitoring: the screening provider, since when and when it last screened again. */
	public record Screening(String provider, String monitoringType, Instant sentDate,
			@Nullable Instant lastRefreshDate) {
	}
}

package dev.kontor.console.backoffice;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.ClientAmlOverview;

/**
 * A client record's AML standing as the back office reads it (public: the page reads it): whether an active
 * monitoring record bans the client, how many active records and screening hits it has, and who screened it.
 */
public record AmlStanding(boolean banned, long activeRecords, @Nullable String screeningProvider, int screeningHits) {

	static AmlStanding of(ClientAmlOverview overview) {
		long active = overview.records().stream().filter(entry -> entry.watch().isActive()).count();
		boolean banned = overview.records()
			.stream()
			.anyMatch(entry -> entry.watch().isActive() && entry.finding().isBanned());
		return new AmlStanding(banned, active,
				overview.screening() == null ? null : overview.screening().provider(), overview.screeningHits().size());
	}
}

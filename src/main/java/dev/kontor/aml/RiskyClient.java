package dev.kontor.aml;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/** A client as the latest daily risk calculation rated it: its rating, the facts rated, and when. */
public record RiskyClient(NamedClient client, Rating rating, RatedFacts facts, Instant calculatedDate) {

	/** The average of the client's factors, and whether a monitoring record was hit or a factor bans the client. */
	public record Rating(BigDecimal averageRisk, boolean hasActiveAMLMonitoringHit, boolean isBanned) {
	}

	/** The facts the officer compares clients by: the cash balance (null: unknown) and the countries. */
	public record RatedFacts(@Nullable BigDecimal cashBalance, @Nullable String countryOfOrigin,
			@Nullable String bankAccountCountry) {
	}
}

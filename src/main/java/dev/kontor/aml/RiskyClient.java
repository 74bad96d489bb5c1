package dev.kontor.aml;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A client as the latest daily risk calculation rated it. */
public record RiskyClient(UUID clientId, String clientKey, String clientName, @Nullable String clientSurname,
		BigDecimal averageRisk, @Nullable BigDecimal cashBalance, boolean hasActiveAMLMonitoringHit, boolean isBanned,
		@Nullable String countryOfOrigin, @Nullable String bankAccountCountry, Instant calculatedDate) {
}

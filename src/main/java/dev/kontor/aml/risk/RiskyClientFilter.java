package dev.kontor.aml.risk;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.jdbc.SqlConditions;

/** The filters of the most risky clients list (document 3, 4.3). Bounds are inclusive. */
public record RiskyClientFilter(@Nullable Integer minAverageRisk, @Nullable Integer maxAverageRisk,
		@Nullable Integer minCashBalance, @Nullable Integer maxCashBalance,
		@Nullable Boolean hasActiveAMLMonitoringHit, @Nullable String countryOfOrigin,
		@Nullable String bankAccountCountry, @Nullable UUID clientId) {

	SqlConditions conditions() {
		return new SqlConditions().add(minAverageRisk, " AND average_risk >= :minAverageRisk", "minAverageRisk")
			.add(maxAverageRisk, " AND average_risk <= :maxAverageRisk", "maxAverageRisk")
			.add(minCashBalance, " AND cash_balance >= :minCashBalance", "minCashBalance")
			.add(maxCashBalance, " AND cash_balance <= :maxCashBalance", "maxCashBalance")
			.add(hasActiveAMLMonitoringHit, " AND has_active_aml_monitoring_hit = :hasHit", "hasHit")
			.add(countryOfOrigin, " AND country_of_origin = :countryOfOrigin", "countryOfOrigin")
			.add(bankAccountCountry, " AND bank_account_country = :bankAccountCountry", "bankAccountCountry")
			.add(clientId, " AND client_id = :clientId", "clientId");
	}
}

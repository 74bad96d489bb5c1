package dev.kontor.aml.risk;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * The filters of the most risky clients list (document 3, 4.3). Bounds are inclusive. The SQL is assembled from
 * fixed fragments; values travel as named parameters.
 */
public record RiskyClientFilter(@Nullable Integer minAverageRisk, @Nullable Integer maxAverageRisk,
		@Nullable Integer minCashBalance, @Nullable Integer maxCashBalance,
		@Nullable Boolean hasActiveAMLMonitoringHit, @Nullable String countryOfOrigin,
		@Nullable String bankAccountCountry, @Nullable UUID clientId) {

	String conditions() {
		StringBuilder sql = new StringBuilder();
		append(sql, minAverageRisk, " AND average_risk >= :minAverageRisk");
		append(sql, maxAverageRisk, " AND average_risk <= :maxAverageRisk");
		append(sql, minCashBalance, " AND cash_balance >= :minCashBalance");
		append(sql, maxCashBalance, " AND cash_balance <= :maxCashBalance");
		append(sql, hasActiveAMLMonitoringHit, " AND has_active_aml_monitoring_hit = :hasHit");
		append(sql, countryOfOrigin, " AND country_of_origin = :countryOfOrigin");
		append(sql, bankAccountCountry, " AND bank_account_country = :bankAccountCountry");
		append(sql, clientId, " AND client_id = :clientId");
		return sql.toString();
	}

	Map<String, Object> parameters() {
		Map<String, Object> parameters = new HashMap<>();
		put(parameters, "minAverageRisk", minAverageRisk);
		put(parameters, "maxAverageRisk", maxAverageRisk);
		put(parameters, "minCashBalance", minCashBalance);
		put(parameters, "maxCashBalance", maxCashBalance);
		put(parameters, "hasHit", hasActiveAMLMonitoringHit);
		put(parameters, "countryOfOrigin", countryOfOrigin);
		put(parameters, "bankAccountCountry", bankAccountCountry);
		put(parameters, "clientId", clientId);
		return parameters;
	}

	private static void append(StringBuilder sql, @Nullable Object value, String condition) {
		if (value != null) {
			sql.append(condition);
		}
	}

	private static void put(Map<String, Object> parameters, String name, @Nullable Object value) {
		if (value != null) {
			parameters.put(name, value);
		}
	}
}

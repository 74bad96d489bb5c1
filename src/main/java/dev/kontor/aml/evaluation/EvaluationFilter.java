package dev.kontor.aml.evaluation;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * The filters of the evaluation list (document 3, 4.3); the creation range includes {@code dateBegin} and excludes
 * {@code dateEnd}. The SQL is assembled from fixed fragments; values travel as named parameters.
 */
public record EvaluationFilter(Set<EvaluationStatus> statuses, @Nullable UUID clientId, @Nullable String clientKey,
		@Nullable UUID reconciliationGuid, @Nullable UUID internalAccountWithdrawalRequestId,
		@Nullable UUID internalAccountId, @Nullable UUID bankAccountId, @Nullable Instant dateBegin,
		@Nullable Instant dateEnd) {

	public EvaluationFilter {
		statuses = Set.copyOf(statuses);
	}

	String conditions() {
		StringBuilder sql = new StringBuilder();
		if (!statuses.isEmpty()) {
			sql.append(" AND status IN (:statuses)");
		}
		append(sql, clientId, " AND client_id = :clientId");
		append(sql, clientKey, " AND client_key = :clientKey");
		append(sql, reconciliationGuid, " AND reconciliation_guid = :reconciliationGuid");
		append(sql, internalAccountWithdrawalRequestId,
				" AND internal_account_withdrawal_request_id = :withdrawalRequestId");
		append(sql, internalAccountId, " AND internal_account_id = :internalAccountId");
		append(sql, bankAccountId, " AND bank_account_id = :bankAccountId");
		append(sql, dateBegin, " AND created_date >= :dateBegin");
		append(sql, dateEnd, " AND created_date < :dateEnd");
		return sql.toString();
	}

	Map<String, Object> parameters() {
		Map<String, Object> parameters = new HashMap<>();
		if (!statuses.isEmpty()) {
			parameters.put("statuses", statuses.stream().map(Enum::name).toList());
		}
		put(parameters, "clientId", clientId);
		put(parameters, "clientKey", clientKey);
		put(parameters, "reconciliationGuid", reconciliationGuid);
		put(parameters, "withdrawalRequestId", internalAccountWithdrawalRequestId);
		put(parameters, "internalAccountId", internalAccountId);
		put(parameters, "bankAccountId", bankAccountId);
		put(parameters, "dateBegin", dateBegin == null ? null : dev.kontor.shared.jdbc.Timestamps.of(dateBegin));
		put(parameters, "dateEnd", dateEnd == null ? null : dev.kontor.shared.jdbc.Timestamps.of(dateEnd));
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

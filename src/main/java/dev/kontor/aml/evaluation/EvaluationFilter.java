package dev.kontor.aml.evaluation;

import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The filters of the evaluation list (document 3, 4.3); the creation range includes {@code dateBegin} and excludes
 * {@code dateEnd}.
 */
public record EvaluationFilter(Set<EvaluationStatus> statuses, @Nullable UUID clientId, @Nullable String clientKey,
		@Nullable UUID reconciliationGuid, @Nullable UUID internalAccountWithdrawalRequestId,
		@Nullable UUID internalAccountId, @Nullable UUID bankAccountId, @Nullable Instant dateBegin,
		@Nullable Instant dateEnd) {

	public EvaluationFilter {
		statuses = Set.copyOf(statuses);
	}

	SqlConditions conditions() {
		return new SqlConditions()
			.add(statuses.isEmpty() ? null : statuses.stream().map(Enum::name).toList(),
					" AND status IN (:statuses)", "statuses")
			.add(clientId, " AND client_id = :clientId", "clientId")
			.add(clientKey, " AND client_key = :clientKey", "clientKey")
			.add(reconciliationGuid, " AND reconciliation_guid = :reconciliationGuid", "reconciliationGuid")
			.add(internalAccountWithdrawalRequestId,
					" AND internal_account_withdrawal_request_id = :withdrawalRequestId", "withdrawalRequestId")
			.add(internalAccountId, " AND internal_account_id = :internalAccountId", "internalAccountId")
			.add(bankAccountId, " AND bank_account_id = :bankAccountId", "bankAccountId")
			.add(Timestamps.of(dateBegin), " AND created_date >= :dateBegin", "dateBegin")
			.add(Timestamps.of(dateEnd), " AND created_date < :dateEnd", "dateEnd");
	}
}

package dev.kontor.aml.evaluation;

import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The filters of the evaluation list (document 3, 4.3); the creation range includes {@code dateBegin} and excludes
 * {@code dateEnd}.
 */
public record EvaluationFilter(Set<EvaluationStatus> statuses, @Nullable ClientId clientId, @Nullable String clientKey,
		Accounts accounts, @Nullable Instant dateBegin, @Nullable Instant dateEnd) {

	/** The accounts and requests an evaluation must belong to; null matches any. */
	public record Accounts(@Nullable UUID reconciliationGuid, @Nullable UUID internalAccountWithdrawalRequestId,
			@Nullable UUID internalAccountId, @Nullable UUID bankAccountId) {

		static final Accounts ANY = new Accounts(null, null, null, null);
	}

	public EvaluationFilter {
		statuses = Set.copyOf(statuses);
	}

	/** Every evaluation of the tenant in the status, whatever its client, accounts and date. */
	public static EvaluationFilter ofStatus(EvaluationStatus status) {
		return new EvaluationFilter(Set.of(status), null, null, Accounts.ANY, null, null);
	}

	SqlConditions conditions() {
		return new SqlConditions()
			.add(statuses.isEmpty() ? null : statuses.stream().map(Enum::name).toList(),
					" AND status IN (:statuses)", "statuses")
			.add(clientId == null ? null : clientId.value(), " AND client_id = :clientId", "clientId")
			.add(clientKey, " AND client_key = :clientKey", "clientKey")
			.add(accounts.reconciliationGuid(), " AND reconciliation_guid = :reconciliationGuid", "reconciliationGuid")
			.add(accounts.internalAccountWithdrawalRequestId(),
					" AND internal_account_withdrawal_request_id = :withdrawalRequestId", "withdrawalRequestId")
			.add(accounts.internalAccountId(), " AND internal_account_id = :internalAccountId", "internalAccountId")
			.add(accounts.bankAccountId(), " AND bank_account_id = :bankAccountId", "bankAccountId")
			.add(Timestamps.of(dateBegin), " AND created_date >= :dateBegin", "dateBegin")
			.add(Timestamps.of(dateEnd), " AND created_date < :dateEnd", "dateEnd");
	}
}

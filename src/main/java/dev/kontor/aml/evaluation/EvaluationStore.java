package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.aml.EvaluationId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** Action risk evaluations, their decisions, and the client's totals the aggregate parameters rate. */
@Repository
@RequiredArgsConstructor
class EvaluationStore {

	private static final String INSERT = """
			INSERT INTO aml_action_evaluations (id, tenant_id, client_id, created_user_id, updated_user_id,
			  decider_user_id, reconciliation_guid, internal_account_withdrawal_request_id,
			  sepa_direct_debit_execution_id, internal_account_id, bank_account_id, created_date, updated_date,
			  date_action, date_decision, processing_date_time, client_key, client_name, client_surname, client_type,
			  bank_account_iban, bank_account_country, risk_message, processing_result, processing_status, source,
			  reason, note, transaction_type, account_usage_type, amount, currency_code, average_risk,
			  risk_threshold_accept_auto_below, risk_threshold_reject_auto_above, has_active_pep_record,
			  has_active_sanction_record, has_active_other_record, is_approval_needed, is_banned, status, factors)
			VALUES (:id, :tenantId, :clientId, :createdUserId, :updatedUserId, :deciderUserId, :reconciliationGuid,
			  :withdrawalRequestId, :sepaDirectDebitExecutionId, :internalAccountId, :bankAccountId, :createdDate,
			  :updatedDate, :dateAction, :dateDecision, :processingDateTime, :clientKey, :clientName, :clientSurname,
			  :clientType, :bankAccountIban, :bankAccountCountry, :riskMessage, :processingResult, :processingStatus,
			  :source, :reason, :note, :transactionType, :accountUsageType, :amount, :currencyCode, :averageRisk,
			  :acceptBelow, :rejectAbove, :hasPep, :hasSanction, :hasOther, :approvalNeeded, :banned, :status,
			  :factors)""";

	/** The client's totals over a window: amounts in one currency, and the number of actions. */
	record Totals(BigDecimal amount, long count) {
	}

	private final JdbcClient jdbc;

	private final JsonMapper json = JsonMapper.builder().build();

	private final EvaluationRows rows = new EvaluationRows(json);

	void insert(Evaluation e) {
		Evaluation.Action action = e.action();
		Evaluation.ClientFacts client = e.client();
		Evaluation.Checks checks = e.checks();
		jdbc.sql(INSERT)
			.param("id", e.id().value())
			.param("tenantId", e.tenantId().value())
			.param("clientId", client.clientId().value())
			.params(ChangeTrailColumns.parameters(e.keeping()))
			.param("deciderUserId", e.decision().deciderUserId())
			.param("reconciliationGuid", action.references().reconciliationGuid())
			.param("withdrawalRequestId", action.references().internalAccountWithdrawalRequestId())
			.param("sepaDirectDebitExecutionId", action.references().sepaDirectDebitExecutionId())
			.param("internalAccountId", action.references().internalAccountId())
			.param("bankAccountId", action.counterpart().bankAccountId())
			.param("dateAction", Timestamps.of(action.dateAction()))
			.param("dateDecision", Timestamps.of(e.decision().dateDecision()))
			.param("processingDateTime", Timestamps.of(e.processing().processingDateTime()))
			.param("clientKey", client.identity().clientKey())
			.param("clientName", client.identity().clientName())
			.param("clientSurname", client.identity().clientSurname())
			.param("clientType", client.identity().clientType())
			.param("bankAccountIban", action.counterpart().bankAccountIban())
			.param("bankAccountCountry", action.counterpart().bankAccountCountry())
			.param("riskMessage", checks.riskMessage())
			.param("processingResult", e.decision().processingResult())
			.param("processingStatus", e.processing().processingStatus())
			.param("source", e.processing().source())
			.param("reason", e.decision().reason())
			.param("note", e.decision().note())
			.param("transactionType", action.transactionType().name())
			.param("accountUsageType", action.accountUsageType())
			.param("amount", action.amount())
			.param("currencyCode", action.currencyCode())
			.param("averageRisk", checks.averageRisk())
			.param("acceptBelow", checks.thresholds().acceptAutoBelow())
			.param("rejectAbove", checks.thresholds().rejectAutoAbove())
			.param("hasPep", client.activeRecords().pep())
			.param("hasSanction", client.activeRecords().sanction())
			.param("hasOther", client.activeRecords().other())
			.param("approvalNeeded", checks.isApprovalNeeded())
			.param("banned", checks.isBanned())
			.param("status", e.status().name())
			.param("factors", json.writeValueAsString(checks.factors()))
			.update();
	}

	/** Writes what a decision or a new reason and note change. */
	void update(Evaluation e) {
		Evaluation.Decision decision = e.decision();
		jdbc.sql("""
				UPDATE aml_action_evaluations SET status = :status, decider_user_id = :decider,
				  date_decision = :dateDecision, processing_result = :processingResult, reason = :reason, note = :note,
				  updated_user_id = :updatedUserId, updated_date = :updatedDate
				WHERE id = :id AND tenant_id = :tenantId""")
			.param("status", decision.status().name())
			.param("decider", decision.deciderUserId())
			.param("dateDecision", Timestamps.of(decision.dateDecision()))
			.param("processingResult", decision.processingResult())
			.param("reason", decision.reason())
			.param("note", decision.note())
			.param("updatedUserId", e.keeping().updatedUserId())
			.param("updatedDate", Timestamps.of(e.keeping().updatedDate()))
			.param("id", e.id().value())
			.param("tenantId", e.tenantId().value())
			.update();
	}

	void recordDecision(UUID id, Evaluation e, UUID decidedBy, String source) {
		jdbc.sql("""
				INSERT INTO aml_evaluation_decisions (id, evaluation_id, status, decided_by, decided_date, source,
				  reason, note)
				VALUES (:id, :evaluationId, :status, :decidedBy, :decidedDate, :source, :reason, :note)""")
			.param("id", id)
			.param("evaluationId", e.id().value())
			.param("status", e.status().name())
			.param("decidedBy", decidedBy)
			.param("decidedDate", Timestamps.of(e.keeping().updatedDate()))
			.param("source", source)
			.param("reason", e.decision().reason())
			.param("note", e.decision().note())
			.update();
	}

	/** Reads the evaluation, locking it until the transaction ends when {@code forUpdate}. */
	Optional<Evaluation> find(TenantId tenantId, EvaluationId id, boolean forUpdate) {
		return jdbc.sql("SELECT * FROM aml_action_evaluations WHERE id = :id AND tenant_id = :tenantId"
				+ (forUpdate ? " FOR UPDATE" : ""))
			.param("id", id.value())
			.param("tenantId", tenantId.value())
			.query(rows)
			.optional();
	}

	List<Evaluation> list(TenantId tenantId, EvaluationFilter filter, PageRequest page) {
		SqlConditions conditions = filter.conditions();
		return jdbc.sql("SELECT * FROM aml_action_evaluations WHERE tenant_id = :tenantId" + conditions.sql()
				+ " ORDER BY created_date, id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.params(conditions.parameters())
			.param("tenantId", tenantId.value())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(rows)
			.list();
	}

	/** The decided evaluations of the tenant, the latest decision first. */
	List<Evaluation> decided(TenantId tenantId, PageRequest page) {
		return jdbc.sql("SELECT * FROM aml_action_evaluations WHERE tenant_id = :tenantId AND date_decision IS NOT NULL"
				+ " ORDER BY date_decision DESC, id DESC OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.param("tenantId", tenantId.value())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(rows)
			.list();
	}

	/** The decisions kept of an evaluation of the tenant, the first first. */
	List<EvaluationDecision> decisions(TenantId tenantId, EvaluationId evaluationId) {
		return jdbc.sql("""
				SELECT d.status, d.source, d.decided_by, d.decided_date, d.reason, d.note
				FROM aml_evaluation_decisions d JOIN aml_action_evaluations e ON e.id = d.evaluation_id
				WHERE e.tenant_id = :tenantId AND d.evaluation_id = :evaluationId
				ORDER BY d.decided_date, d.id""")
			.param("tenantId", tenantId.value())
			.param("evaluationId", evaluationId.value())
			.query((rs, row) -> new EvaluationDecision(EvaluationStatus.valueOf(rs.getString("status")),
					rs.getString("source"), rs.getObject("decided_by", UUID.class),
					Timestamps.instant(rs, "decided_date"), rs.getString("reason"), rs.getString("note")))
			.list();
	}

	/**
	 * The client's actions under the usage type with {@code dateAction} in {@code (from, to]} that were not denied:
	 * the sum of those in {@code currencyCode} and the number of all.
	 */
	Totals totals(UUID tenantId, UUID clientId, String accountUsageType, String currencyCode, Instant from,
			Instant to) {
		return jdbc.sql("""
				SELECT COALESCE(SUM(CASE WHEN currency_code = :currency THEN amount ELSE 0 END), 0) AS total,
				  COUNT(*) AS actions
				FROM aml_action_evaluations
				WHERE tenant_id = :tenantId AND client_id = :clientId AND date_action > :from AND date_action <= :to
				  AND account_usage_type = :usage AND status <> 'Denied'""")
			.param("currency", currencyCode)
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("from", Timestamps.of(from))
			.param("to", Timestamps.of(to))
			.param("usage", accountUsageType)
			.query((rs, row) -> new Totals(rs.getBigDecimal("total"), rs.getLong("actions")))
			.single();
	}
}

package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** Action risk evaluations, their decisions, and the client's totals the aggregate parameters rate. */
@Repository
class EvaluationStore {

	private static final TypeReference<List<RiskFactor>> FACTORS = new TypeReference<>() {
	};

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

	EvaluationStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insert(ActionEvaluation e) {
		jdbc.sql(INSERT)
			.param("id", e.id())
			.param("tenantId", e.tenantId())
			.param("clientId", e.clientId())
			.param("createdUserId", e.createdUserId())
			.param("updatedUserId", e.updatedUserId())
			.param("deciderUserId", e.deciderUserId())
			.param("reconciliationGuid", e.reconciliationGuid())
			.param("withdrawalRequestId", e.internalAccountWithdrawalRequestId())
			.param("sepaDirectDebitExecutionId", e.sepaDirectDebitExecutionId())
			.param("internalAccountId", e.internalAccountId())
			.param("bankAccountId", e.bankAccountId())
			.param("createdDate", Timestamps.of(e.createdDate()))
			.param("updatedDate", Timestamps.of(e.updatedDate()))
			.param("dateAction", Timestamps.of(e.dateAction()))
			.param("dateDecision", Timestamps.of(e.dateDecision()))
			.param("processingDateTime", Timestamps.of(e.processingDateTime()))
			.param("clientKey", e.clientKey())
			.param("clientName", e.clientName())
			.param("clientSurname", e.clientSurname())
			.param("clientType", e.clientType())
			.param("bankAccountIban", e.bankAccountIban())
			.param("bankAccountCountry", e.bankAccountCountry())
			.param("riskMessage", e.riskMessage())
			.param("processingResult", e.processingResult())
			.param("processingStatus", e.processingStatus())
			.param("source", e.source())
			.param("reason", e.reason())
			.param("note", e.note())
			.param("transactionType", e.transactionType().name())
			.param("accountUsageType", e.accountUsageType())
			.param("amount", e.amount())
			.param("currencyCode", e.currencyCode())
			.param("averageRisk", e.averageRisk())
			.param("acceptBelow", e.riskThresholdAcceptAutoBelow())
			.param("rejectAbove", e.riskThresholdRejectAutoAbove())
			.param("hasPep", e.hasActivePEPRecord())
			.param("hasSanction", e.hasActiveSanctionRecord())
			.param("hasOther", e.hasActiveOtherRecord())
			.param("approvalNeeded", e.isApprovalNeeded())
			.param("banned", e.isBanned())
			.param("status", e.status().name())
			.param("factors", json.writeValueAsString(e.factors()))
			.update();
	}

	/** Writes what a decision or a new reason and note change. */
	void update(ActionEvaluation e) {
		jdbc.sql("""
				UPDATE aml_action_evaluations SET status = :status, decider_user_id = :decider,
				  date_decision = :dateDecision, processing_result = :processingResult, reason = :reason, note = :note,
				  updated_user_id = :updatedUserId, updated_date = :updatedDate
				WHERE id = :id AND tenant_id = :tenantId""")
			.param("status", e.status().name())
			.param("decider", e.deciderUserId())
			.param("dateDecision", Timestamps.of(e.dateDecision()))
			.param("processingResult", e.processingResult())
			.param("reason", e.reason())
			.param("note", e.note())
			.param("updatedUserId", e.updatedUserId())
			.param("updatedDate", Timestamps.of(e.updatedDate()))
			.param("id", e.id())
			.param("tenantId", e.tenantId())
			.update();
	}

	void recordDecision(UUID id, ActionEvaluation e, UUID decidedBy, String source) {
		jdbc.sql("""
				INSERT INTO aml_evaluation_decisions (id, evaluation_id, status, decided_by, decided_date, source,
				  reason, note)
				VALUES (:id, :evaluationId, :status, :decidedBy, :decidedDate, :source, :reason, :note)""")
			.param("id", id)
			.param("evaluationId", e.id())
			.param("status", e.status().name())
			.param("decidedBy", decidedBy)
			.param("decidedDate", Timestamps.of(e.updatedDate()))
			.param("source", source)
			.param("reason", e.reason())
			.param("note", e.note())
			.update();
	}

	/** Reads the evaluation, locking it until the transaction ends when {@code forUpdate}. */
	Optional<ActionEvaluation> find(UUID tenantId, UUID id, boolean forUpdate) {
		return jdbc.sql("SELECT * FROM aml_action_evaluations WHERE id = :id AND tenant_id = :tenantId"
				+ (forUpdate ? " FOR UPDATE" : ""))
			.param("id", id)
			.param("tenantId", tenantId)
			.query(this::evaluation)
			.optional();
	}

	List<ActionEvaluation> list(UUID tenantId, EvaluationFilter filter, PageRequest page) {
		SqlConditions conditions = filter.conditions();
		return jdbc.sql("SELECT * FROM aml_action_evaluations WHERE tenant_id = :tenantId" + conditions.sql()
				+ " ORDER BY created_date, id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.params(conditions.parameters())
			.param("tenantId", tenantId)
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(this::evaluation)
			.list();
	}

	/** The decided evaluations of the tenant, the latest decision first. */
	List<ActionEvaluation> decided(UUID tenantId, PageRequest page) {
		return jdbc.sql("SELECT * FROM aml_action_evaluations WHERE tenant_id = :tenantId AND date_decision IS NOT NULL"
				+ " ORDER BY date_decision DESC, id DESC OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.param("tenantId", tenantId)
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(this::evaluation)
			.list();
	}

	/** The decisions kept of an evaluation of the tenant, the first first. */
	List<EvaluationDecision> decisions(UUID tenantId, UUID evaluationId) {
		return jdbc.sql("""
				SELECT d.status, d.source, d.decided_by, d.decided_date, d.reason, d.note
				FROM aml_evaluation_decisions d JOIN aml_action_evaluations e ON e.id = d.evaluation_id
				WHERE e.tenant_id = :tenantId AND d.evaluation_id = :evaluationId
				ORDER BY d.decided_date, d.id""")
			.param("tenantId", tenantId)
			.param("evaluationId", evaluationId)
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

	private ActionEvaluation evaluation(ResultSet rs, int row) throws SQLException {
		return new ActionEvaluation(uuid(rs, "id"), uuid(rs, "tenant_id"), uuid(rs, "created_user_id"),
				uuid(rs, "updated_user_id"), uuid(rs, "client_id"), uuid(rs, "reconciliation_guid"),
				uuid(rs, "internal_account_withdrawal_request_id"), uuid(rs, "sepa_direct_debit_execution_id"),
				uuid(rs, "internal_account_id"), uuid(rs, "bank_account_id"), uuid(rs, "decider_user_id"),
				Timestamps.instant(rs, "created_date"), Timestamps.instant(rs, "updated_date"),
				Timestamps.instant(rs, "date_action"), Timestamps.instant(rs, "date_decision"),
				Timestamps.instant(rs, "processing_date_time"), rs.getString("client_key"),
				rs.getString("client_name"), rs.getString("client_surname"), rs.getString("client_type"),
				rs.getString("bank_account_iban"), rs.getString("bank_account_country"), rs.getString("risk_message"),
				rs.getString("processing_result"), rs.getString("reason"), rs.getString("note"),
				TransactionType.valueOf(rs.getString("transaction_type")), rs.getString("account_usage_type"),
				rs.getBigDecimal("amount"), rs.getBigDecimal("average_risk"),
				rs.getBigDecimal("risk_threshold_accept_auto_below"),
				rs.getBigDecimal("risk_threshold_reject_auto_above"), rs.getString("currency_code"),
				rs.getBoolean("has_active_pep_record"), rs.getBoolean("has_active_sanction_record"),
				rs.getBoolean("has_active_other_record"), rs.getBoolean("is_approval_needed"),
				rs.getBoolean("is_banned"), EvaluationStatus.valueOf(rs.getString("status")),
				rs.getString("processing_status"), rs.getString("source"),
				json.readValue(rs.getString("factors"), FACTORS));
	}

	private static @Nullable UUID uuid(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, UUID.class);
	}
}

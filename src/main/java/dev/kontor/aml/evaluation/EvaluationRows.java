package dev.kontor.aml.evaluation;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.RowMapper;

import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.risk.ClientIdentity;
import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.Timestamps;

/** Reads a row of {@code aml_action_evaluations} into its parts; the factors are kept as a JSON array. */
@RequiredArgsConstructor
final class EvaluationRows implements RowMapper<Evaluation> {

	private static final TypeReference<List<RiskFactor>> FACTORS = new TypeReference<>() {
	};

	private final JsonMapper json;

	@Override
	public Evaluation mapRow(ResultSet rs, int row) throws SQLException {
		return new Evaluation(new EvaluationId(rs.getObject("id", UUID.class)),
				new TenantId(rs.getObject("tenant_id", UUID.class)), action(rs), client(rs), checks(rs), decision(rs),
				new Evaluation.Processing(Timestamps.instant(rs, "processing_date_time"),
						rs.getString("processing_status"), rs.getString("source")),
				ChangeTrailColumns.read(rs));
	}

	private static Evaluation.Action action(ResultSet rs) throws SQLException {
		return new Evaluation.Action(TransactionType.valueOf(rs.getString("transaction_type")),
				rs.getString("account_usage_type"), rs.getBigDecimal("amount"), rs.getString("currency_code"),
				Timestamps.instant(rs, "date_action"),
				new Evaluation.References(uuid(rs, "reconciliation_guid"),
						uuid(rs, "internal_account_withdrawal_request_id"), uuid(rs, "sepa_direct_debit_execution_id"),
						uuid(rs, "internal_account_id")),
				new Evaluation.Counterpart(uuid(rs, "bank_account_id"), rs.getString("bank_account_iban"),
						rs.getString("bank_account_country")));
	}

	private static Evaluation.ClientFacts client(ResultSet rs) throws SQLException {
		return new Evaluation.ClientFacts(new ClientId(rs.getObject("client_id", UUID.class)),
				new ClientIdentity(rs.getString("client_key"), rs.getString("client_name"),
						rs.getString("client_surname"), rs.getString("client_type")),
				new Evaluation.ActiveRecords(rs.getBoolean("has_active_pep_record"),
						rs.getBoolean("has_active_sanction_record"), rs.getBoolean("has_active_other_record")));
	}

	private Evaluation.Checks checks(ResultSet rs) throws SQLException {
		return new Evaluation.Checks(json.readValue(rs.getString("factors"), FACTORS), rs.getBigDecimal("average_risk"),
				new Evaluation.Thresholds(rs.getBigDecimal("risk_threshold_accept_auto_below"),
						rs.getBigDecimal("risk_threshold_reject_auto_above")),
				rs.getString("risk_message"), rs.getBoolean("is_approval_needed"), rs.getBoolean("is_banned"));
	}

	private static Evaluation.Decision decision(ResultSet rs) throws SQLException {
		return new Evaluation.Decision(EvaluationStatus.valueOf(rs.getString("status")),
				rs.getString("processing_result"), uuid(rs, "decider_user_id"), Timestamps.instant(rs, "date_decision"),
				rs.getString("reason"), rs.getString("note"));
	}

	private static @Nullable UUID uuid(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, UUID.class);
	}
}

package dev.kontor.aml.settings;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of tenant AML settings: one row per tenant. */
@Repository
@RequiredArgsConstructor
class AmlSettingsStore {

	private static final String COLUMNS = "tenant_id, aml_officer_email, risk_threshold_accept_auto_below, "
			+ "risk_threshold_reject_auto_above, default_pep_risk_factor, default_sanction_risk_factor, "
			+ "default_other_risk_factor, reason, note, save_aml_monitoring_results_under_client_docs, created_date, "
			+ "updated_date, created_user_id, updated_user_id";

	private final JdbcClient jdbc;

	Optional<AmlSettings> find(UUID tenantId) {
		return findVersioned(tenantId).map(Versioned::value);
	}

	/** The settings with the version of their row, which {@link #update} compares. */
	Optional<Versioned<AmlSettings>> findVersioned(UUID tenantId) {
		return jdbc.sql("SELECT " + COLUMNS + ", version FROM aml_settings WHERE tenant_id = :tenantId")
			.param("tenantId", tenantId)
			.query((rs, rowNum) -> new Versioned<>(settings(rs, rowNum), rs.getLong("version")))
			.optional();
	}

	void insert(AmlSettings settings) {
		jdbc.sql("INSERT INTO aml_settings (" + COLUMNS + ") VALUES (:tenantId, :amlOfficerEmail, :acceptBelow, "
				+ ":rejectAbove, :pep, :sanction, :other, :reason, :note, :saveUnderClientDocs, :createdDate, "
				+ ":updatedDate, :createdUserId, :updatedUserId)")
			.params(parameters(settings))
			.update();
	}

	/**
	 * Replaces everything but the creation fields if the row still has the version read; false when a concurrent
	 * save changed it meanwhile.
	 */
	boolean update(AmlSettings settings, long versionRead) {
		return jdbc.sql("UPDATE aml_settings SET aml_officer_email = :amlOfficerEmail, "
				+ "risk_threshold_accept_auto_below = :acceptBelow, risk_threshold_reject_auto_above = :rejectAbove, "
				+ "default_pep_risk_factor = :pep, default_sanction_risk_factor = :sanction, "
				+ "default_other_risk_factor = :other, reason = :reason, note = :note, "
				+ "save_aml_monitoring_results_under_client_docs = :saveUnderClientDocs, updated_date = :updatedDate, "
				+ "updated_user_id = :updatedUserId, version = version + 1 "
				+ "WHERE tenant_id = :tenantId AND version = :versionRead")
			.params(parameters(settings))
			.param("versionRead", versionRead)
			.update() == 1;
	}

	private static Map<String, Object> parameters(AmlSettings settings) {
		Map<String, Object> values = new HashMap<>();
		AmlPolicy policy = settings.policy();
		SettingsKeeping keeping = settings.keeping();
		values.put("tenantId", settings.tenantId());
		values.put("amlOfficerEmail", policy.amlOfficerEmail());
		values.put("acceptBelow", policy.thresholds().riskThresholdAcceptAutoBelow());
		values.put("rejectAbove", policy.thresholds().riskThresholdRejectAutoAbove());
		values.put("pep", policy.defaultRiskFactors().defaultPEPRiskFactor());
		values.put("sanction", policy.defaultRiskFactors().defaultSanctionRiskFactor());
		values.put("other", policy.defaultRiskFactors().defaultOtherRiskFactor());
		values.put("reason", policy.reason());
		values.put("note", policy.note());
		values.put("saveUnderClientDocs", policy.saveAMLMonitoringResultsUnderClientDocs());
		values.put("createdDate", Timestamps.of(keeping.createdDate()));
		values.put("updatedDate", Timestamps.of(keeping.updatedDate()));
		values.put("createdUserId", keeping.createdUserId());
		values.put("updatedUserId", keeping.updatedUserId());
		return values;
	}

	private static AmlSettings settings(ResultSet rs, int rowNum) throws SQLException {
		AmlPolicy policy = new AmlPolicy(rs.getString("aml_officer_email"),
				new RiskThresholds(rs.getBigDecimal("risk_threshold_accept_auto_below"),
						rs.getBigDecimal("risk_threshold_reject_auto_above")),
				new DefaultRiskFactors(rs.getBigDecimal("default_pep_risk_factor"),
						rs.getBigDecimal("default_sanction_risk_factor"), rs.getBigDecimal("default_other_risk_factor")),
				rs.getString("reason"), rs.getString("note"),
				rs.getBoolean("save_aml_monitoring_results_under_client_docs"));
		SettingsKeeping keeping = new SettingsKeeping(Timestamps.instant(rs, "created_date"),
				Timestamps.instant(rs, "updated_date"), rs.getObject("created_user_id", UUID.class),
				rs.getObject("updated_user_id", UUID.class));
		return new AmlSettings(rs.getObject("tenant_id", UUID.class), policy, keeping);
	}
}

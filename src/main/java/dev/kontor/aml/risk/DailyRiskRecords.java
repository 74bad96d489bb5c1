package dev.kontor.aml.risk;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** Daily risk calculation records and the runs that wrote them. */
@Repository
@RequiredArgsConstructor
class DailyRiskRecords {

	private static final TypeReference<List<RiskFactor>> FACTORS = new TypeReference<>() {
	};

	private static final String INSERT = """
			INSERT INTO aml_daily_risk_records (id, tenant_id, run_id, created_user_id, created_date, client_id,
			  bank_account_id, internal_account_id, client_key, client_name, client_surname, client_type,
			  country_of_origin, bank_account_country, bank_account_iban, occupation_group, sector_code, cash_balance,
			  average_risk, has_active_aml_monitoring_hit, is_banned, factors)
			VALUES (:id, :tenantId, :runId, :createdUserId, :createdDate, :clientId, :bankAccountId,
			  :internalAccountId, :clientKey, :clientName, :clientSurname, :clientType, :countryOfOrigin,
			  :bankAccountCountry, :bankAccountIban, :occupationGroup, :sectorCode, :cashBalance, :averageRisk,
			  :hasHit, :isBanned, :factors)""";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final JsonMapper json = JsonMapper.builder().build();

	void insertRun(RiskRun run, @Nullable Instant scheduledFor) {
		jdbc.sql("""
				INSERT INTO aml_risk_runs (id, tenant_id, scheduled_for, started_date, finished_date, client_count,
				  created_user_id)
				VALUES (:id, :tenantId, :scheduledFor, :started, :started, 0, :createdUserId)""")
			.param("id", run.runId())
			.param("tenantId", run.tenantId())
			.param("scheduledFor", Timestamps.of(scheduledFor))
			.param("started", Timestamps.of(run.startedDate()))
			.param("createdUserId", run.createdUserId())
			.update();
	}

	void finishRun(RiskRun run) {
		jdbc.sql("UPDATE aml_risk_runs SET finished_date = :finished, client_count = :count WHERE id = :id")
			.param("finished", Timestamps.of(run.finishedDate()))
			.param("count", run.clientCount())
			.param("id", run.runId())
			.update();
	}

	/** Whether the tenant has a run for the scheduled time, or a later one. */
	boolean hasScheduledRun(UUID tenantId, Instant scheduledFor) {
		return jdbc.sql("SELECT COUNT(*) FROM aml_risk_runs WHERE tenant_id = :tenantId "
				+ "AND scheduled_for >= :scheduledFor")
			.param("tenantId", tenantId)
			.param("scheduledFor", Timestamps.of(scheduledFor))
			.query(Long.class)
			.single() > 0;
	}

	void insertAll(UUID runId, List<DailyRiskRecord> records) {
		batch.batchUpdate(INSERT, records.stream().map(r -> parameters(runId, r)).toArray(SqlParameterSource[]::new));
	}

	/** The client's records created in {@code [start, end)}, oldest first. */
	List<DailyRiskRecord> ofClient(UUID tenantId, UUID clientId, Instant start, Instant end) {
		return jdbc.sql("SELECT * FROM aml_daily_risk_records WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "AND created_date >= :start AND created_date < :end ORDER BY created_date")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("start", Timestamps.of(start))
			.param("end", Timestamps.of(end))
			.query(this::record)
			.list();
	}

	Optional<DailyRiskRecord> lastOfClient(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT * FROM aml_daily_risk_records WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "ORDER BY created_date DESC FETCH FIRST 1 ROWS ONLY")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(this::record)
			.optional();
	}

	/** The run whose records the most risky clients are read from: the tenant's latest, or latest before a time. */
	Optional<UUID> latestRun(UUID tenantId, @Nullable Instant before) {
		return jdbc.sql("SELECT id FROM aml_risk_runs WHERE tenant_id = :tenantId AND started_date < :before "
				+ "ORDER BY started_date DESC FETCH FIRST 1 ROWS ONLY")
			.param("tenantId", tenantId)
			.param("before", Timestamps.of(before == null ? Instant.parse("9999-12-31T00:00:00Z") : before))
			.query(UUID.class)
			.optional();
	}

	List<DailyRiskRecord> mostRisky(UUID tenantId, UUID runId, RiskyClientFilter filter, PageRequest page) {
		SqlConditions conditions = filter.conditions();
		return jdbc.sql("SELECT * FROM aml_daily_risk_records WHERE tenant_id = :tenantId AND run_id = :runId"
				+ conditions.sql() + " ORDER BY average_risk DESC, client_key OFFSET :offset ROWS "
				+ "FETCH NEXT :limit ROWS ONLY")
			.params(conditions.parameters())
			.param("tenantId", tenantId)
			.param("runId", runId)
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(this::record)
			.list();
	}

	private SqlParameterSource parameters(UUID runId, DailyRiskRecord r) {
		ClientIdentity client = r.client();
		DailyRiskRecord.RatedFacts facts = r.facts();
		return new MapSqlParameterSource().addValue("id", r.id())
			.addValue("tenantId", r.tenantId())
			.addValue("runId", runId)
			.addValue("createdUserId", r.createdUserId())
			.addValue("createdDate", Timestamps.of(r.createdDate()))
			.addValue("clientId", r.accounts().clientId())
			.addValue("bankAccountId", r.accounts().bankAccountId())
			.addValue("internalAccountId", r.accounts().internalAccountId())
			.addValue("clientKey", client.clientKey())
			.addValue("clientName", client.clientName())
			.addValue("clientSurname", client.clientSurname())
			.addValue("clientType", client.clientType())
			.addValue("countryOfOrigin", facts.countryOfOrigin())
			.addValue("bankAccountCountry", facts.bankAccountCountry())
			.addValue("bankAccountIban", facts.bankAccountIban())
			.addValue("occupationGroup", facts.occupationGroup())
			.addValue("sectorCode", facts.sectorCode())
			.addValue("cashBalance", facts.cashBalance())
			.addValue("averageRisk", r.outcome().averageRisk())
			.addValue("hasHit", r.outcome().hasActiveAMLMonitoringHit())
			.addValue("isBanned", r.outcome().isBanned())
			.addValue("factors", json.writeValueAsString(r.outcome().factors()));
	}

	private DailyRiskRecord record(ResultSet rs, int row) throws SQLException {
		return new DailyRiskRecord(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				rs.getObject("created_user_id", UUID.class),
				new DailyRiskRecord.RatedAccounts(rs.getObject("client_id", UUID.class),
						rs.getObject("bank_account_id", UUID.class), rs.getObject("internal_account_id", UUID.class)),
				Timestamps.instant(rs, "created_date"),
				new ClientIdentity(rs.getString("client_key"), rs.getString("client_name"),
						rs.getString("client_surname"), rs.getString("client_type")),
				new DailyRiskRecord.RatedFacts(rs.getString("country_of_origin"), rs.getString("bank_account_country"),
						rs.getString("bank_account_iban"), rs.getString("occupation_group"),
						rs.getString("sector_code"), rs.getBigDecimal("cash_balance")),
				new DailyRiskRecord.RiskOutcome(rs.getBigDecimal("average_risk"),
						rs.getBoolean("has_active_aml_monitoring_hit"), rs.getBoolean("is_banned"),
						json.readValue(rs.getString("factors"), FACTORS)));
	}
}

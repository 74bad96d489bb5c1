package dev.kontor.clients.kistam;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.clients.ChurchTaxAttribute;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Ids;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The church tax queries ({@code kistam_queries}), and the client records that lack their yearly one. */
@Repository
@RequiredArgsConstructor
class KistamQueryStore {

	private static final String VIEW_COLUMNS = "id, client_id, reason, status, answered_date, church_tax_religion_code, "
			+ "church_tax_rate, church_tax_valid_from";

	private static final String INSERT = "INSERT INTO kistam_queries (id, tenant_id, client_id, reason, status, "
			+ "query_year, created_date, attempts, next_attempt_date) VALUES (:id, :tenantId, :clientId, :reason, "
			+ "'Sent', :year, :now, 0, :now)";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final Ids ids;

	/** A query claimed for an attempt: the attempt it is, and the tax id it asks about now. */
	record Claimed(UUID id, TenantId tenantId, ClientId clientId, int attempt, @Nullable String taxIdentificationNumber) {
	}

	/** A client record due for its yearly query. */
	record Due(UUID tenantId, UUID clientId) {
	}

	KistamQuery insert(TenantId tenantId, ClientId clientId, KistamQueryReason reason, Instant now) {
		UUID id = ids.next();
		jdbc.sql(INSERT).params(row(id, tenantId.value(), clientId.value(), reason, null, now)).update();
		return new KistamQuery(id, clientId.value(), reason, KistamQueryStatus.Sent, null, null);
	}

	/**
	 * Inserts the yearly queries of {@code year} and notes the year on their client records; fails on the unique
	 * constraint when one exists already.
	 */
	void insertYearly(List<Due> clients, int year, Instant now) {
		SqlParameterSource[] rows = clients.stream()
			.map(due -> new MapSqlParameterSource(row(ids.next(), due.tenantId(), due.clientId(),
					KistamQueryReason.Yearly, year, now)))
			.toArray(SqlParameterSource[]::new);
		batch.batchUpdate(INSERT, rows);
		jdbc.sql("UPDATE clients SET kistam_yearly_year = :year WHERE id IN (:ids)")
			.param("year", year)
			.param("ids", clients.stream().map(Due::clientId).toList())
			.update();
	}

	private static Map<String, @Nullable Object> row(UUID id, UUID tenantId, UUID clientId, KistamQueryReason reason,
			@Nullable Integer year, Instant now) {
		Map<String, @Nullable Object> values = new HashMap<>();
		values.put("id", id);
		values.put("tenantId", tenantId);
		values.put("clientId", clientId);
		values.put("reason", reason.name());
		values.put("year", year);
		values.put("now", Timestamps.of(now));
		return values;
	}

	/**
	 * Locks up to {@code limit} Onboarded client records with a tax id, created before {@code createdBefore}, that
	 * lack the yearly query of {@code year}, in id order after {@code after}; to be called in a transaction. {@code
	 * FOR UPDATE SKIP LOCKED}: instances running at once take different records.
	 */
	List<Due> lockLackingYearly(int year, Instant createdBefore, @Nullable UUID after, int limit) {
		return jdbc.sql("SELECT c.id, c.tenant_id FROM clients c WHERE c.status = 'Onboarded' "
				+ "AND c.tax_identification_number IS NOT NULL AND c.created_date < :before"
				+ (after == null ? "" : " AND c.id > :after")
				+ " AND (c.kistam_yearly_year IS NULL OR c.kistam_yearly_year <> :year) ORDER BY c.id FETCH FIRST "
				+ limit + " ROWS ONLY FOR UPDATE SKIP LOCKED")
			.param("before", Timestamps.of(createdBefore))
			.param("year", year)
			.params(after == null ? Map.of() : Map.of("after", after))
			.query((rs, n) -> new Due(rs.getObject("tenant_id", UUID.class), rs.getObject("id", UUID.class)))
			.list();
	}

	/**
	 * Claims up to {@code limit} queries due for an attempt, counting it and moving their next attempt to {@code
	 * retryAt} in case this attempt never ends; to be called in a transaction. {@code FOR UPDATE SKIP LOCKED}:
	 * instances claiming at once take different queries.
	 */
	List<Claimed> claimDue(Instant now, Instant retryAt, int limit) {
		List<UUID> due = jdbc.sql("SELECT id FROM kistam_queries WHERE status = 'Sent' AND next_attempt_date <= :now "
				+ "ORDER BY next_attempt_date FETCH FIRST " + limit + " ROWS ONLY FOR UPDATE SKIP LOCKED")
			.param("now", Timestamps.of(now))
			.query(UUID.class)
			.list();
		if (due.isEmpty()) {
			return List.of();
		}
		jdbc.sql("UPDATE kistam_queries SET attempts = attempts + 1, next_attempt_date = :retryAt WHERE id IN (:ids)")
			.param("retryAt", Timestamps.of(retryAt))
			.param("ids", due)
			.update();
		Map<UUID, String> taxIds = taxIdentificationNumbers(due);
		return jdbc.sql("SELECT id, tenant_id, client_id, attempts FROM kistam_queries WHERE id IN (:ids)")
			.param("ids", due)
			.query((rs, n) -> {
				UUID clientId = rs.getObject("client_id", UUID.class);
				return new Claimed(rs.getObject("id", UUID.class), new TenantId(rs.getObject("tenant_id", UUID.class)),
						new ClientId(clientId), rs.getInt("attempts"), taxIds.get(clientId));
			})
			.list();
	}

	private Map<UUID, String> taxIdentificationNumbers(List<UUID> queryIds) {
		return jdbc.sql("SELECT c.id, c.tax_identification_number FROM clients c WHERE c.tax_identification_number "
				+ "IS NOT NULL AND c.id IN (SELECT q.client_id FROM kistam_queries q WHERE q.id IN (:ids))")
			.param("ids", queryIds)
			.query((rs, n) -> Map.entry(rs.getObject("id", UUID.class), rs.getString("tax_identification_number")))
			.list()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a));
	}

	/** Stores the answer of a query still Sent; false when it was answered or given up meanwhile. */
	boolean answer(UUID id, @Nullable ChurchTaxAttribute attribute, Instant now) {
		return jdbc.sql("UPDATE kistam_queries SET status = 'Answered', answered_date = :now, "
				+ "church_tax_religion_code = :religionCode, church_tax_rate = :rate, church_tax_valid_from = :validFrom, "
				+ "next_attempt_date = NULL, last_error = NULL WHERE id = :id AND status = 'Sent'")
			.param("now", Timestamps.of(now))
			.param("religionCode", attribute == null ? null : attribute.religionCode())
			.param("rate", attribute == null ? null : attribute.rate())
			.param("validFrom", attribute == null ? null : attribute.validFrom())
			.param("id", id)
			.update() == 1;
	}

	/** Records a failed attempt of a query still Sent: tried again at {@code retryAt}, or Failed when null. */
	void failAttempt(UUID id, String error, @Nullable Instant retryAt) {
		jdbc.sql("UPDATE kistam_queries SET status = :status, next_attempt_date = :retryAt, last_error = :error "
				+ "WHERE id = :id AND status = 'Sent'")
			.param("status", retryAt == null ? KistamQueryStatus.Failed.name() : KistamQueryStatus.Sent.name())
			.param("retryAt", Timestamps.of(retryAt))
			.param("error", error.length() > 200 ? error.substring(0, 200) : error)
			.param("id", id)
			.update();
	}

	/** The newest {@code limit} queries of the client record. */
	List<KistamQuery> newest(TenantId tenantId, ClientId clientId, int limit) {
		return jdbc.sql("SELECT " + VIEW_COLUMNS + " FROM kistam_queries WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY created_date DESC, id DESC FETCH FIRST " + limit + " ROWS ONLY")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query(KistamQueryStore::query)
			.list();
	}

	private static KistamQuery query(ResultSet rs, int rowNum) throws SQLException {
		String religionCode = rs.getString("church_tax_religion_code");
		ChurchTaxAttribute attribute = religionCode == null ? null : new ChurchTaxAttribute(religionCode,
				rs.getBigDecimal("church_tax_rate"), rs.getObject("church_tax_valid_from", LocalDate.class));
		return new KistamQuery(rs.getObject("id", UUID.class), rs.getObject("client_id", UUID.class),
				KistamQueryReason.valueOf(rs.getString("reason")), KistamQueryStatus.valueOf(rs.getString("status")),
				Timestamps.instant(rs, "answered_date"), attribute);
	}
}

package dev.kontor.corporateactions.entitlements;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.Holdings;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Ids;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.SqlArrays;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The entitlements of corporate actions ({@code corporate_action_entitlements}). */
@Repository
public class Entitlements {

	private static final String COLUMNS = "id, corporate_action_id, client_id, deposit_account_id, provider, quantity, "
			+ "status, internal_account_id, currency_code, gross_amount, tax_amount, new_isin_code, new_quantity, failure, "
			+ "created_date, booked_date";

	/** The columns qualified, for a query that names the table {@code e}. */
	private static final String PREFIXED = "e." + COLUMNS.replace(", ", ", e.");

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final Ids ids;

	/** Whether the outcomes are written in one statement (PostgreSQL's arrays) rather than a batch of one a row. */
	private final boolean postgres;

	Entitlements(JdbcClient jdbc, NamedParameterJdbcTemplate batch, Ids ids, DataSource dataSource) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.ids = ids;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
	}

	/** Records the holdings at the record date as the action's pending entitlements; to be done once an action. */
	public void fix(CorporateActionId action, List<Holdings.SettledHolding> holdings, Instant now) {
		SqlParameterSource[] rows = holdings.stream()
			.map(holding -> new MapSqlParameterSource().addValue("id", ids.next())
				.addValue("action", action.value())
				.addValue("tenantId", holding.tenantId().value())
				.addValue("clientId", holding.clientId().value())
				.addValue("account", holding.depositAccountId().value())
				.addValue("provider", holding.provider().name())
				.addValue("quantity", holding.quantity())
				.addValue("now", Timestamps.of(now)))
			.toArray(SqlParameterSource[]::new);
		batch.batchUpdate("INSERT INTO corporate_action_entitlements (id, corporate_action_id, tenant_id, client_id, "
				+ "deposit_account_id, provider, quantity, status, created_date) VALUES (:id, :action, :tenantId, "
				+ ":clientId, :account, :provider, :quantity, 'Pending', :now)", rows);
	}

	/**
	 * The pending entitlements of up to {@code clients} client records of the action, each client record's all,
	 * locked until the transaction ends, by tenant and client record; client records in the order of their ids, after
	 * {@code after} when given (where the previous batch ended: the index then leads straight to the next batch instead
	 * of past the entries of every entitlement booked before, which stay in it until vacuumed). Two statements, each
	 * led by the pending index: as one (the client records in a subquery) the planner, without statistics on a freshly
	 * filled table, ran the subquery again for every row, a second a batch of 200 with 10,000 pending.
	 */
	public ClaimedBatch claimWholeClients(CorporateActionId action, int clients, @Nullable UUID after) {
		List<UUID> clientIds = jdbc.sql("SELECT DISTINCT client_id FROM corporate_action_entitlements "
				+ "WHERE corporate_action_id = :action AND status = 'Pending'"
				+ (after == null ? "" : " AND client_id > :after") + " ORDER BY client_id FETCH FIRST " + clients
				+ " ROWS ONLY")
			.param("action", action.value())
			.param("after", after)
			.query(UUID.class)
			.list();
		if (clientIds.isEmpty()) {
			return new ClaimedBatch(List.of(), null);
		}
		// the client records picked are the pending ones from the first to the last by id: as a range the pending index
		// leads to their entitlements (as a list of ids the planner filtered every pending entitlement instead)
		return new ClaimedBatch(jdbc.sql("SELECT e.tenant_id, " + PREFIXED + " FROM corporate_action_entitlements e "
				+ "WHERE e.corporate_action_id = :action AND e.status = 'Pending' AND e.client_id BETWEEN :first AND :last "
				+ "ORDER BY e.tenant_id, e.client_id, e.id FOR UPDATE")
			.param("action", action.value())
			.param("first", clientIds.getFirst())
			.param("last", clientIds.getLast())
			.query((rs, row) -> new Claimed(new TenantId(rs.getObject("tenant_id", UUID.class)),
					entitlement(rs, row)))
			.list(), clientIds.getLast());
	}

	/**
	 * The entitlements claimed, and the last of their client records in the database's order of ids (where the next
	 * batch begins).
	 */
	public record ClaimedBatch(List<Claimed> entitlements, @Nullable UUID lastClientId) {
	}

	/** A pending entitlement with the tenant it belongs to. */
	public record Claimed(TenantId tenantId, Entitlement entitlement) {
	}

	/**
	 * How one pending entitlement ended: Booked with what it paid and delivered, or Failed with the reason (then
	 * nothing was booked).
	 */
	public record Outcome(UUID entitlementId, Entitlement.Payout payout, Entitlement.Delivery delivery,
			@Nullable String failure) {

		public static Outcome booked(UUID entitlementId, Entitlement.Payout payout, Entitlement.Delivery delivery) {
			return new Outcome(entitlementId, payout, delivery, null);
		}

		public static Outcome failed(UUID entitlementId, String failure) {
			return new Outcome(entitlementId, Entitlement.Payout.NONE, Entitlement.Delivery.NONE, failure);
		}
	}

	/**
	 * Records how these pending entitlements ended: on PostgreSQL in one statement (the outcomes as arrays, one
	 * round trip and one plan for a batch however large), elsewhere in one JDBC batch.
	 */
	public void record(List<Outcome> outcomes, Instant now) {
		if (outcomes.isEmpty()) {
			return;
		}
		if (postgres) {
			recordAtOnce(outcomes, now);
			return;
		}
		SqlParameterSource[] rows = outcomes.stream()
			.map(outcome -> new MapSqlParameterSource().addValue("id", outcome.entitlementId())
				.addValue("status", status(outcome))
				.addValue("failure", outcome.failure())
				.addValue("account", outcome.payout().internalAccountId())
				.addValue("currency", outcome.payout().currencyCode())
				.addValue("gross", outcome.payout().grossAmount())
				.addValue("tax", outcome.payout().taxAmount())
				.addValue("newIsin", outcome.delivery().newIsinCode())
				.addValue("newQuantity", outcome.delivery().newQuantity())
				.addValue("now", Timestamps.of(now)))
			.toArray(SqlParameterSource[]::new);
		batch.batchUpdate("UPDATE corporate_action_entitlements SET status = :status, failure = :failure, "
				+ "internal_account_id = :account, currency_code = :currency, gross_amount = :gross, tax_amount = :tax, "
				+ "new_isin_code = :newIsin, new_quantity = :newQuantity, booked_date = :now "
				+ "WHERE id = :id AND status = 'Pending'", rows);
	}

	private void recordAtOnce(List<Outcome> outcomes, Instant now) {
		batch.getJdbcTemplate().update(connection -> {
			PreparedStatement statement = connection.prepareStatement("UPDATE corporate_action_entitlements e "
					+ "SET status = o.status, failure = o.failure, internal_account_id = o.account, "
					+ "currency_code = o.currency, gross_amount = o.gross, tax_amount = o.tax, "
					+ "new_isin_code = o.new_isin, new_quantity = o.new_quantity, booked_date = ? "
					+ "FROM unnest(CAST(? AS UUID[]), CAST(? AS TEXT[]), CAST(? AS TEXT[]), CAST(? AS UUID[]), "
					+ "CAST(? AS TEXT[]), CAST(? AS NUMERIC[]), CAST(? AS NUMERIC[]), CAST(? AS TEXT[]), "
					+ "CAST(? AS NUMERIC[])) AS o (id, status, failure, account, currency, gross, tax, new_isin, "
					+ "new_quantity) WHERE e.id = o.id AND e.status = 'Pending'");
			statement.setObject(1, Timestamps.of(now));
			statement.setArray(2, SqlArrays.column(connection, "uuid", outcomes, Outcome::entitlementId));
			statement.setArray(3, SqlArrays.column(connection, "text", outcomes, Entitlements::status));
			statement.setArray(4, SqlArrays.column(connection, "text", outcomes, Outcome::failure));
			statement.setArray(5, SqlArrays.column(connection, "uuid", outcomes,
					outcome -> outcome.payout().internalAccountId()));
			statement.setArray(6, SqlArrays.column(connection, "text", outcomes,
					outcome -> outcome.payout().currencyCode()));
			statement.setArray(7, SqlArrays.column(connection, "numeric", outcomes,
					outcome -> outcome.payout().grossAmount()));
			statement.setArray(8, SqlArrays.column(connection, "numeric", outcomes,
					outcome -> outcome.payout().taxAmount()));
			statement.setArray(9, SqlArrays.column(connection, "text", outcomes,
					outcome -> outcome.delivery().newIsinCode()));
			statement.setArray(10, SqlArrays.column(connection, "numeric", outcomes,
					outcome -> outcome.delivery().newQuantity()));
			return statement;
		});
	}

	private static String status(Outcome outcome) {
		return outcome.failure() == null ? EntitlementStatus.Booked.name() : EntitlementStatus.Failed.name();
	}

	/** Whether any of the action's entitlements is booked. */
	public boolean anyBooked(CorporateActionId action) {
		return jdbc.sql("SELECT COUNT(*) FROM corporate_action_entitlements WHERE corporate_action_id = :action "
				+ "AND status = 'Booked'")
			.param("action", action.value())
			.query(Long.class)
			.single() > 0;
	}

	/** The tenant's entitlements of the action, of one client record when given, by client record; one page. */
	public List<Entitlement> page(TenantId tenantId, CorporateActionId action, @Nullable UUID clientId,
			PageRequest page) {
		SqlConditions conditions = conditions(clientId);
		return jdbc.sql("SELECT " + PREFIXED + " FROM corporate_action_entitlements e "
				+ "WHERE e.tenant_id = :tenantId AND e.corporate_action_id = :action" + conditions.sql()
				+ " ORDER BY e.client_id, e.deposit_account_id, e.provider OFFSET :offset ROWS FETCH FIRST :limit ROWS ONLY")
			.params(conditions.parameters())
			.param("tenantId", tenantId.value())
			.param("action", action.value())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(Entitlements::entitlement)
			.list();
	}

	/** Every entitlement of one of the tenant's client records to the action, by deposit account and provider. */
	public List<Entitlement> ofClient(TenantId tenantId, CorporateActionId action, ClientId clientId) {
		return jdbc.sql("SELECT " + PREFIXED + " FROM corporate_action_entitlements e WHERE e.tenant_id = :tenantId "
				+ "AND e.corporate_action_id = :action AND e.client_id = :clientId "
				+ "ORDER BY e.deposit_account_id, e.provider")
			.param("tenantId", tenantId.value())
			.param("action", action.value())
			.param("clientId", clientId.value())
			.query(Entitlements::entitlement)
			.list();
	}

	public long count(TenantId tenantId, CorporateActionId action, @Nullable UUID clientId) {
		return conditions(clientId).count(jdbc, "corporate_action_entitlements e WHERE e.tenant_id = :tenantId AND "
				+ "e.corporate_action_id = :action", Map.of("tenantId", tenantId.value(), "action", action.value()));
	}

	private static SqlConditions conditions(@Nullable UUID clientId) {
		return new SqlConditions().add(clientId, " AND e.client_id = :clientId", "clientId");
	}

	private static Entitlement entitlement(ResultSet rs, int row) throws SQLException {
		Entitlement.Holding holding = new Entitlement.Holding(rs.getObject("client_id", UUID.class),
				rs.getObject("deposit_account_id", UUID.class), TradeProvider.valueOf(rs.getString("provider")),
				Decimals.plain(rs.getBigDecimal("quantity")));
		Entitlement.Payout payout = new Entitlement.Payout(rs.getObject("internal_account_id", UUID.class),
				rs.getString("currency_code"), Decimals.plainOrNull(rs.getBigDecimal("gross_amount")),
				Decimals.plainOrNull(rs.getBigDecimal("tax_amount")));
		Entitlement.Delivery delivery = new Entitlement.Delivery(rs.getString("new_isin_code"),
				Decimals.plainOrNull(rs.getBigDecimal("new_quantity")));
		Entitlement.Standing standing = new Entitlement.Standing(EntitlementStatus.valueOf(rs.getString("status")),
				rs.getString("failure"), Timestamps.instant(rs, "booked_date"));
		return new Entitlement(rs.getObject("id", UUID.class), new CorporateActionId(rs.getString("corporate_action_id")),
				holding, standing, payout, delivery, Timestamps.instant(rs, "created_date"));
	}
}

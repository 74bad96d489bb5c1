package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Positions, security reservations and movements with their entries. Callers hold the deposit account's row lock
 * ({@link AccountTable#requireLocked}) while they change any of them; movements and entries are only inserted.
 */
@Repository
class SecurityJournal {

	private static final String POSITION_COLUMNS = "deposit_account_id, isin_code, provider, quantity, "
			+ "reserved_quantity, average_price, currency_code";

	private static final String MOVEMENT_COLUMNS = "id, tenant_id, deposit_account_id, isin_code, provider, quantity, "
			+ "price, currency_code, type, reference, booking_date, value_date, settled_reservation";

	private static final String INSERT_POSITION = "INSERT INTO positions (" + POSITION_COLUMNS + ", tenant_id) VALUES "
			+ "(:account, :isin, :provider, :quantity, :reserved, :price, :currency, :tenantId)";

	private static final String UPDATE_POSITION = "UPDATE positions SET quantity = :quantity, "
			+ "reserved_quantity = :reserved, average_price = :price, currency_code = :currency "
			+ "WHERE deposit_account_id = :account AND isin_code = :isin AND provider = :provider";

	/** Accounts in one {@code IN} list: far below the parameters a statement may have. */
	private static final int ACCOUNTS_PER_STATEMENT = 1000;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final ReservationRows reservations;

	private final JournalRows<SecurityMovementView> movements;

	SecurityJournal(JdbcClient jdbc, NamedParameterJdbcTemplate batch) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.reservations = new ReservationRows(jdbc, "security_reservations");
		this.movements = new JournalRows<>(jdbc, "security_movements", MOVEMENT_COLUMNS, "deposit_account_id",
				(rs, row) -> movement(rs, row).view());
	}

	Optional<PositionRow> position(UUID depositAccountId, String isinCode, TradeProvider provider) {
		return jdbc.sql("SELECT " + POSITION_COLUMNS + " FROM positions WHERE deposit_account_id = :account "
				+ "AND isin_code = :isin AND provider = :provider")
			.param("account", depositAccountId)
			.param("isin", isinCode)
			.param("provider", provider.name())
			.query(SecurityJournal::position)
			.optional();
	}

	/** Which position: an instrument of a provider on a deposit account. */
	record PositionKey(UUID depositAccountId, String isinCode, TradeProvider provider) {

		static PositionKey of(PositionRow position) {
			return new PositionKey(position.depositAccountId(), position.isinCode(), position.provider());
		}
	}

	/** The positions among {@code keys} that exist, one statement for up to a thousand accounts. */
	Map<PositionKey, PositionRow> positions(Collection<PositionKey> keys) {
		List<UUID> accounts = keys.stream().map(PositionKey::depositAccountId).distinct().sorted().toList();
		List<String> isins = keys.stream().map(PositionKey::isinCode).distinct().toList();
		Map<PositionKey, PositionRow> found = new HashMap<>();
		for (int from = 0; from < accounts.size(); from += ACCOUNTS_PER_STATEMENT) {
			jdbc.sql("SELECT " + POSITION_COLUMNS + " FROM positions WHERE deposit_account_id IN (:accounts) "
					+ "AND isin_code IN (:isins)")
				.param("accounts", accounts.subList(from, Math.min(accounts.size(), from + ACCOUNTS_PER_STATEMENT)))
				.param("isins", isins)
				.query(SecurityJournal::position)
				.list()
				.stream()
				.filter(position -> keys.contains(PositionKey.of(position)))
				.forEach(position -> found.put(PositionKey.of(position), position));
		}
		return found;
	}

	/** The account's holdings: positions with a quantity or a reservation, by ISIN and provider. */
	List<PositionRow> positions(UUID depositAccountId) {
		return jdbc.sql("SELECT " + POSITION_COLUMNS + " FROM positions WHERE deposit_account_id = :account "
				+ "AND (quantity <> 0 OR reserved_quantity <> 0) ORDER BY isin_code, provider")
			.param("account", depositAccountId)
			.query(SecurityJournal::position)
			.list();
	}

	/** Writes the position, inserting it the first time (the account's row lock keeps a second insert out). */
	void save(UUID tenantId, PositionRow position, boolean exists) {
		jdbc.sql(exists ? UPDATE_POSITION : INSERT_POSITION)
			.param("account", position.depositAccountId())
			.param("isin", position.isinCode())
			.param("provider", position.provider().name())
			.param("quantity", position.quantity())
			.param("reserved", position.reservedQuantity())
			.param("price", position.averagePrice())
			.param("currency", position.currencyCode())
			.param("tenantId", tenantId)
			.update();
	}

	/** Writes the positions bookings changed: the new ones in one JDBC batch of inserts, the others in one of updates. */
	void saveAll(UUID tenantId, Collection<PositionRow> inserted, Collection<PositionRow> updated) {
		if (!inserted.isEmpty()) {
			batch.batchUpdate(INSERT_POSITION, positionParameters(tenantId, inserted));
		}
		if (!updated.isEmpty()) {
			batch.batchUpdate(UPDATE_POSITION, positionParameters(tenantId, updated));
		}
	}

	private static SqlParameterSource[] positionParameters(UUID tenantId, Collection<PositionRow> positions) {
		return positions.stream()
			.map(position -> new MapSqlParameterSource().addValue("account", position.depositAccountId())
				.addValue("isin", position.isinCode())
				.addValue("provider", position.provider().name())
				.addValue("quantity", position.quantity())
				.addValue("reserved", position.reservedQuantity())
				.addValue("price", position.averagePrice(), Types.NUMERIC)
				.addValue("currency", position.currencyCode(), Types.VARCHAR)
				.addValue("tenantId", tenantId))
			.toArray(SqlParameterSource[]::new);
	}

	void insertReservation(UUID id, UUID tenantId, PositionRow position, BigDecimal quantity, String reference,
			Instant at) {
		jdbc.sql("INSERT INTO security_reservations (id, tenant_id, deposit_account_id, isin_code, provider, quantity, "
				+ "remaining, reference, status, created_date, updated_date) VALUES (:id, :tenantId, :account, :isin, "
				+ ":provider, :quantity, :quantity, :reference, 'Open', :at, :at)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("account", position.depositAccountId())
			.param("isin", position.isinCode())
			.param("provider", position.provider().name())
			.param("quantity", quantity)
			.param("reference", reference)
			.param("at", Timestamps.of(at))
			.update();
	}

	/** A security reservation as the ledger needs it back: what is left of it, and its status. */
	record SecurityReservation(UUID id, UUID depositAccountId, String isinCode, TradeProvider provider,
			BigDecimal remaining, ReservationStatus status) {
	}

	/** The reservation, locked until the end of the caller's transaction: what is left of it cannot change meanwhile. */
	Optional<SecurityReservation> lockReservation(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT id, deposit_account_id, isin_code, provider, remaining, status "
				+ "FROM security_reservations WHERE id = :id AND tenant_id = :tenantId FOR UPDATE")
			.param("id", id)
			.param("tenantId", tenantId)
			.query((rs, row) -> new SecurityReservation(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class),
					rs.getString(3), TradeProvider.valueOf(rs.getString(4)), rs.getBigDecimal(5),
					ReservationStatus.valueOf(rs.getString(6))))
			.optional();
	}

	/** Ends an Open reservation as {@code outcome}, nothing left of it; false when it was not Open (any more). */
	boolean end(UUID id, ReservationStatus outcome, Instant at) {
		return reservations.end(id, outcome, at);
	}

	/** What a booking uses of an Open reservation it settles ({@link ReservationRows#consume}). */
	BigDecimal consume(UUID id, BigDecimal remaining, BigDecimal moved, boolean releasesRest, Instant at) {
		return reservations.consume(id, remaining, moved, releasesRest, at);
	}

	/**
	 * Inserts the movements, each with its two balanced entries (the deposit account and the tenant's custody
	 * account): all movements in one JDBC batch, all entries in one more.
	 */
	void insertAll(List<SecurityMovementRow> movements) {
		batch.batchUpdate("INSERT INTO security_movements (" + MOVEMENT_COLUMNS + ") VALUES (:id, :tenantId, :account, "
				+ ":isin, :provider, :quantity, :price, :currency, :type, :reference, :bookingDate, :valueDate, "
				+ ":reservation)", movements.stream()
					.map(movement -> moved(movement).addValue("price", movement.entry().price())
						.addValue("currency", movement.entry().currencyCode())
						.addValue("type", movement.entry().type().name())
						.addValue("reference", movement.entry().reference())
						.addValue("bookingDate", Timestamps.of(movement.bookingDate()))
						.addValue("valueDate", movement.entry().valueDate())
						.addValue("reservation", movement.settledReservation()))
					.toArray(SqlParameterSource[]::new));
		List<SqlParameterSource> entries = new ArrayList<>(2 * movements.size());
		for (SecurityMovementRow movement : movements) {
			entries.add(moved(movement).addValue("line", 1)
				.addValue("ledgerAccount", "Deposit")
				.addValue("depositAccount", movement.depositAccountId()));
			entries.add(moved(movement).addValue("line", 2)
				.addValue("ledgerAccount", "Custody")
				.addValue("depositAccount", null, Types.OTHER)
				.addValue("quantity", movement.entry().quantity().negate()));
		}
		batch.batchUpdate("INSERT INTO security_entries (movement_id, line, tenant_id, ledger_account, deposit_account_id, "
				+ "isin_code, provider, quantity) VALUES (:id, :line, :tenantId, :ledgerAccount, :depositAccount, :isin, "
				+ ":provider, :quantity)", entries.toArray(SqlParameterSource[]::new));
	}

	/** What the movement and its entries both hold: the movement, its account and what moved how much. */
	private static MapSqlParameterSource moved(SecurityMovementRow movement) {
		return new MapSqlParameterSource().addValue("id", movement.id())
			.addValue("tenantId", movement.tenantId())
			.addValue("account", movement.depositAccountId())
			.addValue("isin", movement.isinCode())
			.addValue("provider", movement.provider().name())
			.addValue("quantity", movement.entry().quantity());
	}

	/** The movements as the API answers them, read by account and booking date. */
	JournalRows<SecurityMovementView> movements() {
		return movements;
	}

	private static PositionRow position(ResultSet rs, int row) throws SQLException {
		return new PositionRow(rs.getObject(1, UUID.class), rs.getString(2), TradeProvider.valueOf(rs.getString(3)),
				rs.getBigDecimal(4), rs.getBigDecimal(5), rs.getBigDecimal(6), rs.getString(7));
	}

	private static SecurityMovementRow movement(ResultSet rs, int row) throws SQLException {
		SecurityBooking.Entry entry = new SecurityBooking.Entry(rs.getBigDecimal(6), rs.getBigDecimal(7),
				rs.getString(8), SecurityMovementType.valueOf(rs.getString(9)), rs.getString(10),
				rs.getObject(12, LocalDate.class));
		return new SecurityMovementRow(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class),
				rs.getObject(3, UUID.class), rs.getString(4), TradeProvider.valueOf(rs.getString(5)), entry,
				Timestamps.instant(rs, 11), rs.getObject(13, UUID.class));
	}
}

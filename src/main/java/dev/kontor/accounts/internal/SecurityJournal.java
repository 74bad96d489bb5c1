package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

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

	private final JdbcClient jdbc;

	private final ReservationRows reservations;

	private final JournalRows<SecurityMovementView> movements;

	SecurityJournal(JdbcClient jdbc) {
		this.jdbc = jdbc;
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
		String sql = exists
				? "UPDATE positions SET quantity = :quantity, reserved_quantity = :reserved, average_price = :price, "
						+ "currency_code = :currency WHERE deposit_account_id = :account AND isin_code = :isin "
						+ "AND provider = :provider"
				: "INSERT INTO positions (" + POSITION_COLUMNS + ", tenant_id) VALUES (:account, :isin, :provider, "
						+ ":quantity, :reserved, :price, :currency, :tenantId)";
		jdbc.sql(sql)
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

	/** Inserts the movement with its two balanced entries: the deposit account and the tenant's custody account. */
	void insert(SecurityMovementRow movement) {
		jdbc.sql("INSERT INTO security_movements (" + MOVEMENT_COLUMNS + ") VALUES (:id, :tenantId, :account, :isin, "
				+ ":provider, :quantity, :price, :currency, :type, :reference, :bookingDate, :valueDate, :reservation)")
			.params(moved(movement))
			.param("price", movement.entry().price())
			.param("currency", movement.entry().currencyCode())
			.param("type", movement.entry().type().name())
			.param("reference", movement.entry().reference())
			.param("bookingDate", Timestamps.of(movement.bookingDate()))
			.param("valueDate", movement.entry().valueDate())
			.param("reservation", movement.settledReservation())
			.update();
		// both entries in one statement: one round trip
		jdbc.sql("INSERT INTO security_entries (movement_id, line, tenant_id, ledger_account, deposit_account_id, "
				+ "isin_code, provider, quantity) VALUES (:id, 1, :tenantId, 'Deposit', :account, :isin, :provider, "
				+ ":quantity), (:id, 2, :tenantId, 'Custody', NULL, :isin, :provider, :negated)")
			.params(moved(movement))
			.param("negated", movement.entry().quantity().negate())
			.update();
	}

	/** What the movement and its entries both hold: the movement, its account and what moved how much. */
	private static Map<String, Object> moved(SecurityMovementRow movement) {
		return Map.of("id", movement.id(), "tenantId", movement.tenantId(), "account", movement.depositAccountId(),
				"isin", movement.isinCode(), "provider", movement.provider().name(), "quantity",
				movement.entry().quantity());
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

package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.SqlConditions;

/**
 * What the loss threshold reports read of the securities ledger. A holding at a day's end is the sum of the
 * movements with a value date up to that day (securities are booked when they settle, on their value date), so a day
 * valued late, or again, gives the same holdings as on the day itself.
 */
@Repository
@RequiredArgsConstructor
class PortfolioLedger {

	private final JdbcClient jdbc;

	/**
	 * The next {@code limit} client records with a deposit account (optionally of one tenant) after {@code after} in
	 * id order, so that a run over every client holds one batch of them at a time.
	 */
	List<UUID> clients(@Nullable UUID tenantId, @Nullable UUID after, int limit) {
		SqlConditions where = new SqlConditions().add(tenantId, " AND tenant_id = :tenantId", "tenantId")
			.add(after, " AND client_id > :after", "after");
		return jdbc.sql("SELECT DISTINCT client_id FROM deposit_accounts WHERE 1 = 1" + where.sql()
				+ " ORDER BY client_id FETCH FIRST :limit ROWS ONLY")
			.params(where.parameters())
			.param("limit", limit)
			.query(UUID.class)
			.list();
	}

	/**
	 * The holdings at the end of {@code date} of those of the clients not valued on that date yet, by client,
	 * currency and instrument.
	 */
	List<Holding> unvalued(LocalDate date, List<UUID> clientIds) {
		if (clientIds.isEmpty()) {
			return List.of();
		}
		return jdbc.sql("SELECT a.tenant_id, a.client_id, m.currency_code, m.isin_code, m.provider, SUM(m.quantity) "
				+ "FROM security_movements m JOIN deposit_accounts a ON a.id = m.deposit_account_id "
				+ "WHERE a.client_id IN (:clients) AND m.value_date <= :date "
				+ "AND NOT EXISTS (SELECT 1 FROM portfolio_snapshots s WHERE s.client_id = a.client_id "
				+ "AND s.snapshot_date = :date) "
				+ "GROUP BY a.tenant_id, a.client_id, m.currency_code, m.isin_code, m.provider "
				+ "HAVING SUM(m.quantity) <> 0 "
				+ "ORDER BY a.tenant_id, a.client_id, m.currency_code, m.isin_code, m.provider")
			.param("date", date)
			.param("clients", clientIds)
			.query((rs, row) -> new Holding(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class),
					rs.getString(3), rs.getString(4), TradeProvider.valueOf(rs.getString(5)), rs.getBigDecimal(6)))
			.list();
	}

	/**
	 * The value of the client's securities of the currency booked in less those booked out, each at its booked
	 * price, with a value date after {@code after} up to {@code until}.
	 */
	BigDecimal netInflow(UUID tenantId, UUID clientId, String currencyCode, LocalDate after, LocalDate until) {
		return jdbc.sql("SELECT COALESCE(SUM(m.quantity * m.price), 0) FROM security_movements m "
				+ "JOIN deposit_accounts a ON a.id = m.deposit_account_id WHERE a.tenant_id = :tenantId "
				+ "AND a.client_id = :clientId AND m.currency_code = :currency AND m.value_date > :after "
				+ "AND m.value_date <= :until")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("currency", currencyCode)
			.param("after", after)
			.param("until", until)
			.query(BigDecimal.class)
			.single();
	}
}

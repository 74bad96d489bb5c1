package dev.kontor.payments;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reads a tenant's cash ledger straight from the tables and finds what breaks double entry: a transaction whose
 * entries do not sum to zero (or whose client entry is not its amount), a balance that is not the sum of its
 * entries, a reserved amount that is not the sum of the open reservations, a negative available amount on an
 * account without a flagged reversal, and an instruction (a reference) booked twice with one type.
 */
public final class LedgerAudit {

	private final JdbcClient jdbc;

	public LedgerAudit(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	public record AccountFigures(UUID id, BigDecimal balance, BigDecimal entries, BigDecimal reserved,
			BigDecimal openReservations, long deposits, long reversals, long withdrawals, long flagged) {

		BigDecimal available() {
			return balance.subtract(reserved);
		}
	}

	public record Findings(Map<UUID, AccountFigures> accounts, List<UUID> unbalancedTransactions,
			List<UUID> balancesOffTheirEntries, List<UUID> reservedOffOpenReservations,
			List<UUID> negativeWithoutFlaggedReversal, List<String> referencesBookedTwice, BigDecimal clearingBalance) {

		/**
		 * Every transaction balanced, every balance the sum of its entries, every reserved amount the sum of its
		 * open reservations, and no negative balance without a flagged reversal.
		 */
		public void assertBalanced() {
			assertThat(unbalancedTransactions).as("transactions whose entries do not sum to zero").isEmpty();
			assertThat(balancesOffTheirEntries).as("balances that are not the sum of their entries").isEmpty();
			assertThat(reservedOffOpenReservations).as("reserved amounts that are not their open reservations")
				.isEmpty();
			assertThat(negativeWithoutFlaggedReversal).as("negative balances without a flagged reversal").isEmpty();
		}
	}

	public Findings of(UUID tenantId) {
		// aggregates joined once, not a subquery per account: the benchmark audits 100,000 accounts
		Map<UUID, AccountFigures> accounts = jdbc.sql("""
				SELECT a.id, a.balance, a.reserved_amount, COALESCE(e.total, 0) entries,
				  COALESCE(r.total, 0) open_reservations, COALESCE(t.deposits, 0) deposits,
				  COALESCE(t.reversals, 0) reversals, COALESCE(t.withdrawals, 0) withdrawals, COALESCE(t.flagged, 0) flagged
				FROM internal_accounts a
				LEFT JOIN (SELECT internal_account_id, SUM(amount) total FROM cash_entries
				  WHERE tenant_id = :tenantId AND internal_account_id IS NOT NULL GROUP BY internal_account_id) e
				  ON e.internal_account_id = a.id
				LEFT JOIN (SELECT internal_account_id, SUM(remaining) total FROM cash_reservations
				  WHERE tenant_id = :tenantId AND status = 'Open' GROUP BY internal_account_id) r
				  ON r.internal_account_id = a.id
				LEFT JOIN (SELECT internal_account_id,
				    SUM(CASE WHEN type = 'Deposit' THEN 1 ELSE 0 END) deposits,
				    SUM(CASE WHEN type = 'Reversal' THEN 1 ELSE 0 END) reversals,
				    SUM(CASE WHEN type = 'Withdrawal' THEN 1 ELSE 0 END) withdrawals,
				    SUM(CASE WHEN negative_allowed THEN 1 ELSE 0 END) flagged
				  FROM cash_transactions WHERE tenant_id = :tenantId GROUP BY internal_account_id) t
				  ON t.internal_account_id = a.id
				WHERE a.tenant_id = :tenantId""")
			.param("tenantId", tenantId)
			.query((rs, row) -> new AccountFigures(rs.getObject("id", UUID.class), rs.getBigDecimal("balance"),
					rs.getBigDecimal("entries"), rs.getBigDecimal("reserved_amount"),
					rs.getBigDecimal("open_reservations"), rs.getLong("deposits"), rs.getLong("reversals"),
					rs.getLong("withdrawals"), rs.getLong("flagged")))
			.list()
			.stream()
			.collect(Collectors.toMap(AccountFigures::id, figures -> figures));
		List<UUID> unbalanced = jdbc.sql("""
				SELECT t.id FROM cash_transactions t LEFT JOIN cash_entries e ON e.transaction_id = t.id
				WHERE t.tenant_id = :tenantId
				GROUP BY t.id, t.amount
				HAVING COUNT(e.line) < 2 OR SUM(e.amount) <> 0
				  OR SUM(CASE WHEN e.ledger_account = 'Internal' THEN e.amount ELSE 0 END) <> t.amount""")
			.param("tenantId", tenantId)
			.query(UUID.class)
			.list();
		List<String> twice = jdbc.sql("""
				SELECT reference FROM cash_transactions WHERE tenant_id = :tenantId
				GROUP BY internal_account_id, type, reference HAVING COUNT(*) > 1""")
			.param("tenantId", tenantId)
			.query(String.class)
			.list();
		BigDecimal clearing = jdbc.sql("SELECT COALESCE(SUM(amount), 0) FROM cash_entries WHERE tenant_id = :tenantId "
				+ "AND ledger_account = 'BankClearing'")
			.param("tenantId", tenantId)
			.query(BigDecimal.class)
			.single();
		return new Findings(accounts, unbalanced,
				ids(accounts, figures -> figures.balance().compareTo(figures.entries()) != 0),
				ids(accounts, figures -> figures.reserved().compareTo(figures.openReservations()) != 0),
				ids(accounts, figures -> figures.available().signum() < 0 && figures.flagged() == 0), twice, clearing);
	}

	private static List<UUID> ids(Map<UUID, AccountFigures> accounts,
			java.util.function.Predicate<AccountFigures> broken) {
		return accounts.values().stream().filter(broken).map(AccountFigures::id).toList();
	}
}

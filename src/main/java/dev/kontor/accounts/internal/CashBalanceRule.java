package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.aml.ClientCashBalances.CashBalance;
import dev.kontor.shared.Decimals;

/**
 * The AML cash balance of a client (docs/decisions.md, "Accounts: AML cash balance"): the sum of the balances of its
 * internal accounts in the currency of its oldest internal account that is not closed (of its oldest one when all
 * are closed). Accounts in other currencies are not converted and do not count.
 */
final class CashBalanceRule {

	private CashBalanceRule() {
	}

	/** @param accounts the client's internal accounts, oldest first */
	static Optional<CashBalance> of(List<InternalAccountRow> accounts) {
		if (accounts.isEmpty()) {
			return Optional.empty();
		}
		String currency = accounts.stream()
			.filter(account -> account.status() != AccountStatus.Closed)
			.findFirst()
			.orElse(accounts.getFirst())
			.currencyCode();
		BigDecimal sum = accounts.stream()
			.filter(account -> account.currencyCode().equals(currency))
			.map(InternalAccountRow::balance)
			.reduce(BigDecimal.ZERO, BigDecimal::add);
		return Optional.of(new CashBalance(Decimals.plain(sum), currency));
	}
}

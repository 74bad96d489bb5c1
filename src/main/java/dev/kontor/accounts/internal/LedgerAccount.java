package dev.kontor.accounts.internal;

import dev.kontor.accounts.CashTransactionType;

/**
 * The accounts of the cash ledger: a client's internal account, and the system accounts of each tenant and
 * currency on the other side of every transaction (docs/decisions.md, "Accounts: the ledger").
 */
enum LedgerAccount {

	/** A client's internal account. */
	Internal,
	/** Money at the bank: the counter side of deposits, withdrawals and their reversals. */
	BankClearing,
	/** Money owed to or by the trading venue until settlement: the counter side of trade settlements. */
	TradeClearing,
	/** The platform's fee income. */
	FeeIncome,
	/** Money paid by an issuer's paying agent: the counter side of corporate action cash. */
	IssuerClearing,
	/** Tax withheld from clients, owed to the tax office: the counter side of withholding tax. */
	TaxPayable;

	static LedgerAccount counterOf(CashTransactionType type) {
		return switch (type) {
			case Deposit, Withdrawal, Reversal -> BankClearing;
			case TradeSettlement -> TradeClearing;
			case Fee -> FeeIncome;
			case CorporateAction -> IssuerClearing;
			case Tax -> TaxPayable;
		};
	}
}

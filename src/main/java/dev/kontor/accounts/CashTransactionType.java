package dev.kontor.accounts;

/** What moved money on an internal account. */
public enum CashTransactionType {

	Deposit, Withdrawal, TradeSettlement, Fee, Reversal
}

package dev.kontor.accounts;

/**
 * What moved money on an internal account: besides payments, trades and fees, a corporate action's cash (a dividend,
 * cash in lieu of fractions) and the tax withheld from it.
 */
public enum CashTransactionType {

	Deposit, Withdrawal, TradeSettlement, Fee, Reversal, CorporateAction, Tax
}

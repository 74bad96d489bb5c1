package dev.kontor.accounts;

/**
 * What moved securities on a deposit account: a delivery in ({@code Deposit}) or out ({@code Withdrawal}), the
 * settlement of a trade, the reversal of an earlier movement, or a corporate action that changes the number of shares
 * held (a split, a bonus issue), which keeps the position's cost: its average price moves instead.
 */
public enum SecurityMovementType {

	Deposit, Withdrawal, TradeSettlement, Reversal, CorporateAction
}

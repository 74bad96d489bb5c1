package dev.kontor.accounts;

/**
 * What moved securities on a deposit account: a delivery in ({@code Deposit}) or out ({@code Withdrawal}), the
 * settlement of a trade, or the reversal of an earlier movement.
 */
public enum SecurityMovementType {

	Deposit, Withdrawal, TradeSettlement, Reversal
}

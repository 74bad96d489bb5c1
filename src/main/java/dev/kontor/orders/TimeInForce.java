package dev.kontor.orders;

/** How long an order stays open (contract section 8). */
public enum TimeInForce {

	Day, GoodTillCancelled, ImmediateOrCancel, FillOrKill
}

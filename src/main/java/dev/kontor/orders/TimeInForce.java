package dev.kontor.orders;

/** How long an order rests: until the session ends, until cancelled, or not at all (filled at once as far as possible, or filled whole at once). */
public enum TimeInForce {
	Day, GoodTillCancelled, ImmediateOrCancel, FillOrKill
}

package dev.kontor.orders;

/** The order types of contract section 8; which ones take a limit and a stop price is decided here, once. */
public enum OrderType {

	Market, Limit, Stop, StopLimit;

	public boolean takesLimitPrice() {
		return this == Limit || this == StopLimit;
	}

	public boolean takesStopPrice() {
		return this == Stop || this == StopLimit;
	}
}

package dev.kontor.orders;

/** How an order is priced: at the market, at a limit or better, or as a market or limit order once a stop price is touched. */
public enum OrderType {
	Market, Limit, Stop, StopLimit
}

package dev.kontor.orders;

/** The side of an order: a buy spends cash for securities, a sell the other way round. */
public enum Side {
	Buy, Sell
}

package dev.kontor.orders;

/** Whether an order buys or sells the instrument. */
public enum OrderSide {

	Buy, Sell
}

package dev.kontor.pricefeed.ordersupport;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.SecurityType;

/** The instrument an order support item is about, as the provider's instrument list names it. */
public record OrderSupportInstrument(String isinCode, @Nullable String shortCode, String instrumentName,
		SecurityType instrumentType) {
}

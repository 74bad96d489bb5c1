package dev.kontor.pricefeed.stream;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * The stream's answer to a client's message, told from a quote by its {@code type}: {@code subscribed} or
 * {@code unsubscribed} with the instruments named and how many the connection is now subscribed to, or {@code error}
 * with what was wrong (the subscriptions then stay as they were).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record StreamNotice(String type, @Nullable TradeProvider provider, @Nullable List<String> isinCodes,
		@Nullable Integer subscriptions, @Nullable String message) {

	static StreamNotice changed(String action, TradeProvider provider, List<String> isinCodes, int subscriptions) {
		return new StreamNotice(action + "d", provider, List.copyOf(isinCodes), subscriptions, null);
	}

	static StreamNotice error(String message) {
		return new StreamNotice("error", null, null, null, message);
	}
}

package dev.kontor.pricefeed.stream;

import java.util.List;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * A client's message: {@code {"action":"subscribe"|"unsubscribe","provider":"ProviderA","isinCodes":[...]}};
 * {@code provider} defaults to ProviderA as in the quote reads.
 */
record SubscriptionRequest(@Nullable String action, @Nullable TradeProvider provider,
		@Nullable List<String> isinCodes) {

	static final String SUBSCRIBE = "subscribe";

	static final String UNSUBSCRIBE = "unsubscribe";

	TradeProvider providerOrDefault() {
		return provider != null ? provider : TradeProvider.ProviderA;
	}
}

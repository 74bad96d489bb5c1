package dev.kontor.pricefeed;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

/**
 * An instrument of one trade provider, in the shape of document 2, written flat. {@code id} is the platform's id (a
 * UUID kept across upserts), {@code key} the provider's own key as the operator sent it. {@code tradeable} is an
 * addition: whether the instrument belongs to the list of tradeable instruments.
 */
public record Instrument(String id, String isinCode, TradeProvider provider, String name,
		@JsonUnwrapped InstrumentListing listing, @JsonUnwrapped InstrumentSettlement settlement, @Nullable String key,
		boolean tradeable) {
}

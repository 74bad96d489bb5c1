package dev.kontor.aml.screening;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * What a provider answered for one subject: its hits, best first, and the provider's own id of the subject where
 * the provider keeps one.
 */
public record ScreeningResult(@Nullable String providerClientId, List<ScreeningHit> hits) {

	public ScreeningResult {
		hits = List.copyOf(hits);
	}
}

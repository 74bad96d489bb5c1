package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

/**
 * One factor an average risk was taken of: the parameter family or monitoring family it came from
 * ({@code CustomerOriginCountry}, {@code PepRecord}), the record that matched, its factor and whether it bans. A
 * monitoring record of a tenant without AML settings has no default factor: it bans if it says so, and adds nothing
 * to the average.
 */
public record RiskFactor(String source, @Nullable UUID recordId, @Nullable BigDecimal factor, boolean banned) {

	public RiskFactor {
		factor = Decimals.plainOrNull(factor);
	}
}

package dev.kontor.aml;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * One action risk evaluation with everything an officer decides on: the action, each factor its average was taken
 * of with the record that gave it, and every decision kept of it.
 */
public record EvaluationDetails(EvaluationSummary summary, Accounts accounts, String riskMessage, UUID createdUserId,
		Remarks remarks, List<ExplainedFactor> factors, List<KeptDecision> decisions) {

	public EvaluationDetails {
		factors = List.copyOf(factors);
		decisions = List.copyOf(decisions);
	}

	/** The usage type the action happened under and the bank account on its other side, when one was named. */
	public record Accounts(String accountUsageType, @Nullable String bankAccountIban,
			@Nullable String bankAccountCountry) {
	}

	/** The reason and note the evaluation's decision was given. */
	public record Remarks(@Nullable String reason, @Nullable String note) {
	}

	/**
	 * A factor and the record that gave it, described as it stands now. {@code recordChangedSince} tells that the
	 * record was changed after the evaluation, so that its description may differ from what was matched;
	 * {@code recordFound} is false when the record cannot be read (it then has no description).
	 *
	 * @param source the parameter family ({@code CustomerOriginCountry}) or monitoring family ({@code PepRecord})
	 * @param factor null for a monitoring record of a tenant without default factors
	 */
	public record ExplainedFactor(String source, @Nullable UUID recordId, @Nullable BigDecimal factor, boolean banned,
			boolean recordFound, String record, boolean recordChangedSince) {
	}

	/** A decision kept of the evaluation: {@code Automatic} (the rules) or {@code Officer}, who and when. */
	public record KeptDecision(String status, String source, UUID decidedBy, Instant decidedDate,
			@Nullable String reason, @Nullable String note) {
	}
}

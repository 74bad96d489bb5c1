package dev.kontor.aml;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * An action risk evaluation as a list shows it: the client, the action, its average risk against both thresholds,
 * its status, and for a decided one who decided (null: the rules, automatically) and when.
 */
public record EvaluationSummary(UUID id, NamedClient client, Action action, Risk risk, Decision decision,
		Instant createdDate) {

	/**
	 * The deposit or withdrawal asked about.
	 *
	 * @param transactionType {@code Deposit} or {@code Withdrawal}
	 */
	public record Action(String transactionType, BigDecimal amount, String currencyCode) {
	}

	/** The average risk, the thresholds it was held against, and whether a factor bans the client's actions. */
	public record Risk(BigDecimal averageRisk, BigDecimal riskThresholdAcceptAutoBelow,
			BigDecimal riskThresholdRejectAutoAbove, boolean isBanned) {
	}

	/**
	 * Where the evaluation stands, and for a decided one when and by whom (null: the rules).
	 *
	 * @param status {@code Waiting}, {@code Approved} or {@code Denied}
	 */
	public record Decision(String status, @Nullable Instant dateDecision, @Nullable UUID deciderUserId) {
	}

	public boolean isWaiting() {
		return "Waiting".equals(decision.status());
	}
}

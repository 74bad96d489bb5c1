package dev.kontor.aml;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * An action risk evaluation as a list shows it: the client, the action, its average risk against both thresholds,
 * its status, and for a decided one who decided (null: the rules, automatically) and when.
 *
 * @param status {@code Waiting}, {@code Approved} or {@code Denied}
 * @param transactionType {@code Deposit} or {@code Withdrawal}
 */
public record EvaluationSummary(UUID id, UUID clientId, String clientKey, String clientName,
		@Nullable String clientSurname, String transactionType, BigDecimal amount, String currencyCode,
		BigDecimal averageRisk, BigDecimal riskThresholdAcceptAutoBelow, BigDecimal riskThresholdRejectAutoAbove,
		String status, boolean isBanned, Instant createdDate, @Nullable Instant dateDecision,
		@Nullable UUID deciderUserId) {

	public boolean isWaiting() {
		return "Waiting".equals(status);
	}
}

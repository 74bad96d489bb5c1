package dev.kontor.aml.evaluation;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.UUID;

import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import dev.kontor.clients.AccountUsageType;

/**
 * A customer action to evaluate (contract section 2). {@code accountUsageType} defaults to the client's,
 * {@code bankAccountCountry} to the country of {@code bankAccountId}, {@code dateAction} to now. Read flat, as
 * sent, and turned into the {@link ActionToEvaluate} it describes.
 */
public record NewActionEvaluation(@NotNull UUID clientId, @NotNull TransactionType transactionType,
		@NotNull @DecimalMin(value = "0", inclusive = false) @Digits(integer = 15, fraction = 4) BigDecimal amount,
		@NotBlank String currencyCode, @Nullable AccountUsageType accountUsageType, @Nullable UUID bankAccountId,
		@Nullable String bankAccountCountry, @Nullable UUID internalAccountId,
		@Nullable UUID internalAccountWithdrawalRequestId, @Nullable UUID sepaDirectDebitExecutionId,
		@Nullable UUID reconciliationGuid, @Nullable OffsetDateTime dateAction) {

	public ActionToEvaluate action() {
		return new ActionToEvaluate(clientId, transactionType, amount, currencyCode, accountUsageType, dateAction,
				new ActionToEvaluate.Counterpart(bankAccountId, bankAccountCountry),
				new Evaluation.References(reconciliationGuid, internalAccountWithdrawalRequestId,
						sepaDirectDebitExecutionId, internalAccountId));
	}
}

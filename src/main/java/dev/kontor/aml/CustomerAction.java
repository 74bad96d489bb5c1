package dev.kontor.aml;

import java.math.BigDecimal;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ClientId;

/**
 * A deposit or withdrawal to evaluate: the client's, between its internal account and its bank account. A deposit
 * names the direct debit it collects ({@code sepaDirectDebitExecutionId}), a withdrawal its request.
 */
public record CustomerAction(ClientId clientId, CustomerActionType type, BigDecimal amount, String currencyCode,
		UUID bankAccountId, UUID internalAccountId, @Nullable UUID internalAccountWithdrawalRequestId,
		@Nullable UUID sepaDirectDebitExecutionId) {

	public static CustomerAction deposit(ClientId clientId, BigDecimal amount, String currencyCode, UUID bankAccountId,
			UUID internalAccountId, UUID directDebitId) {
		return new CustomerAction(clientId, CustomerActionType.Deposit, amount, currencyCode, bankAccountId,
				internalAccountId, null, directDebitId);
	}

	public static CustomerAction withdrawal(ClientId clientId, BigDecimal amount, String currencyCode,
			UUID bankAccountId, UUID internalAccountId, UUID withdrawalRequestId) {
		return new CustomerAction(clientId, CustomerActionType.Withdrawal, amount, currencyCode, bankAccountId,
				internalAccountId, withdrawalRequestId, null);
	}
}

package dev.kontor.bankaccounts;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonIgnore;
import org.jspecify.annotations.Nullable;

/** A bank account of document 3. The alias is kept but, as the document says, not answered. */
public record BankAccount(UUID id, UUID tenantId, List<UUID> clientIds, @JsonIgnore @Nullable String alias,
		String accountHolderName, String bankName, String bic, @Nullable String sortCode, String alpha3CountryCode,
		String currencyCode, @Nullable String accountNumber, @Nullable String iban, BankAccountStatus status,
		@Nullable String closeOrDeleteReason, Instant createdDate, Instant updatedDate, UUID createdUserId,
		UUID updatedUserId) {

	public BankAccount {
		clientIds = List.copyOf(clientIds);
	}
}

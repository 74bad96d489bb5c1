package dev.kontor.bankaccounts.internal;

import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.bankaccounts.BankAccountStatus;

/**
 * The filters of the bank account list (document 3, 4.5): at least one of accountId, iban, accountNumber and the
 * creation range must be given. The holder's name matches case-insensitively from its start; the creation range
 * includes its start and excludes its end.
 */
public record BankAccountFilter(UUID tenantId, @Nullable UUID clientId, @Nullable UUID accountId,
		@Nullable String iban, @Nullable String accountHolderName, @Nullable String accountNumber,
		Set<BankAccountStatus> statuses, Creation created) {

	/** When and by whom the accounts were created: from {@code dateTimeStart}, before {@code dateTimeEnd}. */
	public record Creation(@Nullable Instant dateTimeStart, @Nullable Instant dateTimeEnd,
			@Nullable UUID createdUserId) {
	}

	public boolean isNarrowed() {
		return accountId != null || iban != null || accountNumber != null || created.dateTimeStart() != null
				|| created.dateTimeEnd() != null;
	}
}

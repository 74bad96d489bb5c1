package dev.kontor.bankaccounts;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ChangeTrail;

/** A bank account of document 3. The alias is kept but, as the document says, not answered. */
public record BankAccount(UUID id, UUID tenantId, List<UUID> clientIds, @JsonIgnore @Nullable String alias,
		@JsonUnwrapped BankAccountDetails details, BankAccountStatus status, @Nullable String closeOrDeleteReason,
		@JsonUnwrapped ChangeTrail trail) {

	public BankAccount {
		clientIds = List.copyOf(clientIds);
	}

	/** The account moved to {@code to} by the actor now, for the reason given (none: null). */
	public BankAccount movedTo(BankAccountStatus to, @Nullable String reason, UUID actorId, Instant now) {
		return new BankAccount(id, tenantId, clientIds, alias, details, to, reason, trail.changedBy(actorId, now));
	}
}

package dev.kontor.bankaccounts;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ChangeTrail;

/**
 * The validation of a bank account (document 3). Every account has one from its creation: method None, not
 * validated; {@code validationUserId} is who last set it.
 */
public record BankAccountValidation(UUID id, ValidationMethod validationMethod, boolean validated,
		@Nullable Instant validationDate, @Nullable UUID validationUserId, List<BankAccountDocument> uploadedDocuments,
		@JsonUnwrapped ChangeTrail trail) {

	public BankAccountValidation {
		uploadedDocuments = List.copyOf(uploadedDocuments);
	}
}

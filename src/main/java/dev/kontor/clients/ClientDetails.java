package dev.kontor.clients;

import java.time.LocalDate;
import java.util.UUID;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * What an integrator writes of a client record: every field of document 3 that the platform does not set itself,
 * and the contract's three AML fields. Lengths, codes and formats are the platform's (docs/decisions.md,
 * "Clients"); {@code ClientRules} checks what annotations cannot.
 */
public record ClientDetails(@NotBlank @Size(max = 100) String clientKey, @NotNull ClientType clientType,
		@NotBlank @Size(max = 100) String name, @Nullable @Size(max = 100) String surname,
		@Nullable @Email @Size(max = 256) String email, @Nullable @Size(max = 100) String birthName,
		@Nullable @Size(max = 50) String title, @Nullable @Size(max = 50) String salutation,
		@Nullable @Size(max = 50) String gender, @Nullable String countryOfOrigin, @Nullable String nationality,
		@Nullable String placeOfBirth, @Nullable LocalDate dateOfBirth, @Nullable LocalDate establishedDate,
		@Nullable @Size(max = 50) String maritalStatus, @Nullable UUID partnerTo,
		@Nullable @Size(max = 50) String clientSubType, @Nullable @Size(max = 50) String riskClass,
		@Nullable @Size(max = 50) String identityNumberType, @Nullable String clientLEI,
		@Nullable @Size(max = 50) String identityNumber, @Nullable Boolean liableToTax, @Nullable String federalState,
		@Nullable UUID defaultBankAccountId, @Nullable UUID defaultInternalAccountId,
		@Nullable UUID defaultDepositAccountId, @Nullable Boolean hasIdentityUser, @Nullable String language,
		@Nullable Boolean communicationWithPostAllowed, @Nullable Boolean communicationWithEmailAllowed,
		@Nullable Boolean communicationWithPhoneAllowed, @Nullable @Size(max = 50) String contractualPartnerCode,
		@Nullable OccupationGroup occupationGroup, @Nullable String residencyCountry,
		@Nullable @Size(max = 50) String sectorCode, @Nullable AccountUsageType accountUsageType) {

	/** Flags left out are false. */
	public ClientDetails {
		liableToTax = Boolean.TRUE.equals(liableToTax);
		hasIdentityUser = Boolean.TRUE.equals(hasIdentityUser);
		communicationWithPostAllowed = Boolean.TRUE.equals(communicationWithPostAllowed);
		communicationWithEmailAllowed = Boolean.TRUE.equals(communicationWithEmailAllowed);
		communicationWithPhoneAllowed = Boolean.TRUE.equals(communicationWithPhoneAllowed);
	}

	/** These details with the client record's default internal (cash) and deposit (securities) account. */
	public ClientDetails withDefaultAccounts(UUID internalAccountId, UUID depositAccountId) {
		return new ClientDetails(clientKey, clientType, name, surname, email, birthName, title, salutation, gender,
				countryOfOrigin, nationality, placeOfBirth, dateOfBirth, establishedDate, maritalStatus, partnerTo,
				clientSubType, riskClass, identityNumberType, clientLEI, identityNumber, liableToTax, federalState,
				defaultBankAccountId, internalAccountId, depositAccountId, hasIdentityUser, language,
				communicationWithPostAllowed, communicationWithEmailAllowed, communicationWithPhoneAllowed,
				contractualPartnerCode, occupationGroup, residencyCountry, sectorCode, accountUsageType);
	}
}

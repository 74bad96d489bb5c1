package dev.kontor.clients.web;

import java.time.LocalDate;
import java.util.UUID;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.ClientAddress;
import dev.kontor.clients.ClientClassification;
import dev.kontor.clients.ClientContactData;
import dev.kontor.clients.ClientDefaultAccounts;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientNames;
import dev.kontor.clients.ClientPersonalData;
import dev.kontor.clients.ClientResidence;
import dev.kontor.clients.ClientTaxData;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.OccupationGroup;

/**
 * The details of a client record as a request writes them: one flat object, as document 3 lists the fields, read
 * property by property so that a property the server sets or a value of the wrong kind is named in the answer, and
 * validated with the documented limits before it becomes {@link ClientDetails}. The church tax data of a record is
 * the platform's: {@code churchTaxAttribute} and {@code churchTaxQueriedDate} sent are refused as every property the
 * server sets.
 */
@Schema(name = "ClientDetails")
record ClientDetailsBody(@NotBlank @Size(max = 100) String clientKey, @NotNull ClientType clientType,
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
		@Nullable @Size(max = 50) String sectorCode, @Nullable AccountUsageType accountUsageType,
		@Nullable @Valid ClientAddress address, @Nullable @Size(max = 11) String taxIdentificationNumber) {

	ClientDetails toDetails() {
		return new ClientDetails(clientKey, clientType,
				new ClientNames(name, surname, birthName, title, salutation),
				new ClientPersonalData(gender, dateOfBirth, placeOfBirth, establishedDate, maritalStatus, partnerTo,
						occupationGroup),
				new ClientResidence(countryOfOrigin, nationality, residencyCountry, federalState, liableToTax),
				new ClientClassification(clientSubType, riskClass, identityNumberType, identityNumber, clientLEI,
						contractualPartnerCode, sectorCode, accountUsageType),
				new ClientContactData(email, language, hasIdentityUser, communicationWithPostAllowed,
						communicationWithEmailAllowed, communicationWithPhoneAllowed),
				new ClientDefaultAccounts(defaultBankAccountId, defaultInternalAccountId, defaultDepositAccountId),
				address, new ClientTaxData(taxIdentificationNumber));
	}
}

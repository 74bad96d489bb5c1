package dev.kontor.clients;

import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * What an integrator writes of a client record: every field of document 3 that the platform does not set itself,
 * the contract's three AML fields, and its address and tax identification number, kept in the parts that belong
 * together and written flat, as document 3 lists them. Lengths, codes and formats are the platform's
 * (docs/decisions.md, "Clients"); {@code ClientRules} checks what annotations cannot.
 */
public record ClientDetails(@NotBlank @Size(max = 100) String clientKey, @NotNull ClientType clientType,
		@JsonUnwrapped ClientNames names, @JsonUnwrapped ClientPersonalData personalData,
		@JsonUnwrapped ClientResidence residence, @JsonUnwrapped ClientClassification classification,
		@JsonUnwrapped ClientContactData contact, @JsonUnwrapped ClientDefaultAccounts defaultAccounts,
		@Nullable @Valid ClientAddress address, @JsonUnwrapped ClientTaxData tax) {

	/** Details without address and tax data. */
	public ClientDetails(String clientKey, ClientType clientType, ClientNames names, ClientPersonalData personalData,
			ClientResidence residence, ClientClassification classification, ClientContactData contact,
			ClientDefaultAccounts defaultAccounts) {
		this(clientKey, clientType, names, personalData, residence, classification, contact, defaultAccounts, null,
				ClientTaxData.NONE);
	}

	/** These details with the client record's default internal (cash) and deposit (securities) account. */
	public ClientDetails withDefaultAccounts(UUID internalAccountId, UUID depositAccountId) {
		return new ClientDetails(clientKey, clientType, names, personalData, residence, classification, contact,
				new ClientDefaultAccounts(defaultAccounts.defaultBankAccountId(), internalAccountId, depositAccountId),
				address, tax);
	}
}

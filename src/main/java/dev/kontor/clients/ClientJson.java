package dev.kontor.clients;

import dev.kontor.shared.web.DocumentOrderJson;

/**
 * Writes a client record flat, its fields in document 3's order: the parts of {@link ClientDetails} interleave there
 * (the email stands among the names, the default accounts among the classification). The contract's address and tax
 * fields follow document 3's fields, so that a reader of the document's order finds every field where it was.
 */
final class ClientJson extends DocumentOrderJson<Client> {

	@Override
	protected void writeFields(Client client, Fields fields) {
		ClientDetails details = client.details();
		ClientNames names = details.names();
		ClientPersonalData personal = details.personalData();
		ClientResidence residence = details.residence();
		ClientClassification classification = details.classification();
		ClientContactData contact = details.contact();
		ClientDefaultAccounts accounts = details.defaultAccounts();
		ClientAudit audit = client.audit();
		fields.write("id", client.id())
			.write("tenantId", client.tenantId())
			.write("status", client.status())
			.write("clientKey", details.clientKey())
			.write("clientType", details.clientType())
			.write("name", names.name())
			.write("surname", names.surname())
			.write("email", contact.email())
			.write("birthName", names.birthName())
			.write("title", names.title())
			.write("salutation", names.salutation())
			.write("gender", personal.gender())
			.write("countryOfOrigin", residence.countryOfOrigin())
			.write("nationality", residence.nationality())
			.write("placeOfBirth", personal.placeOfBirth())
			.write("dateOfBirth", personal.dateOfBirth())
			.write("establishedDate", personal.establishedDate())
			.write("maritalStatus", personal.maritalStatus())
			.write("partnerTo", personal.partnerTo())
			.write("clientSubType", classification.clientSubType())
			.write("riskClass", classification.riskClass())
			.write("identityNumberType", classification.identityNumberType())
			.write("clientLEI", classification.clientLEI())
			.write("identityNumber", classification.identityNumber())
			.write("liableToTax", residence.liableToTax())
			.write("federalState", residence.federalState())
			.write("defaultBankAccountId", accounts.defaultBankAccountId())
			.write("defaultInternalAccountId", accounts.defaultInternalAccountId())
			.write("defaultDepositAccountId", accounts.defaultDepositAccountId())
			.write("hasIdentityUser", contact.hasIdentityUser())
			.write("language", contact.language())
			.write("communicationWithPostAllowed", contact.communicationWithPostAllowed())
			.write("communicationWithEmailAllowed", contact.communicationWithEmailAllowed())
			.write("communicationWithPhoneAllowed", contact.communicationWithPhoneAllowed())
			.write("contractualPartnerCode", classification.contractualPartnerCode())
			.write("occupationGroup", personal.occupationGroup())
			.write("residencyCountry", residence.residencyCountry())
			.write("sectorCode", classification.sectorCode())
			.write("accountUsageType", classification.accountUsageType())
			.write("createdDate", audit.createdDate())
			.write("updatedDate", audit.updatedDate())
			.write("deletedDate", audit.deletedDate())
			.write("createdUserId", audit.createdUserId())
			.write("updatedUserId", audit.updatedUserId())
			.write("deletedUserId", audit.deletedUserId())
			.write("address", details.address())
			.write("taxIdentificationNumber", details.tax().taxIdentificationNumber())
			.write("churchTaxAttribute", client.churchTax().churchTaxAttribute())
			.write("churchTaxQueriedDate", client.churchTax().churchTaxQueriedDate());
	}
}

package dev.kontor.clients.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.ChurchTaxAttribute;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientAddress;
import dev.kontor.clients.ClientAudit;
import dev.kontor.clients.ClientChurchTax;
import dev.kontor.clients.ClientClassification;
import dev.kontor.clients.ClientContactData;
import dev.kontor.clients.ClientDefaultAccounts;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientNames;
import dev.kontor.clients.ClientPersonalData;
import dev.kontor.clients.ClientResidence;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientTaxData;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.OccupationGroup;
import dev.kontor.clients.TradingParty;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.LikePatterns;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The table of client records. */
@Repository
@RequiredArgsConstructor
class ClientStore {

	private static final String DETAIL_COLUMNS = "client_key, client_type, name, surname, email, birth_name, title, "
			+ "salutation, gender, country_of_origin, nationality, place_of_birth, date_of_birth, established_date, "
			+ "marital_status, partner_to, client_sub_type, risk_class, identity_number_type, client_lei, "
			+ "identity_number, liable_to_tax, federal_state, default_bank_account_id, default_internal_account_id, "
			+ "default_deposit_account_id, has_identity_user, language, communication_with_post_allowed, "
			+ "communication_with_email_allowed, communication_with_phone_allowed, contractual_partner_code, "
			+ "occupation_group, residency_country, sector_code, account_usage_type, address_street, "
			+ "address_street_number, address_postal_code, address_city, address_country, tax_identification_number";

	private static final String DETAIL_PARAMETERS = ":clientKey, :clientType, :name, :surname, :email, :birthName, "
			+ ":title, :salutation, :gender, :countryOfOrigin, :nationality, :placeOfBirth, :dateOfBirth, "
			+ ":establishedDate, :maritalStatus, :partnerTo, :clientSubType, :riskClass, :identityNumberType, "
			+ ":clientLEI, :identityNumber, :liableToTax, :federalState, :defaultBankAccountId, "
			+ ":defaultInternalAccountId, :defaultDepositAccountId, :hasIdentityUser, :language, "
			+ ":communicationWithPostAllowed, :communicationWithEmailAllowed, :communicationWithPhoneAllowed, "
			+ ":contractualPartnerCode, :occupationGroup, :residencyCountry, :sectorCode, :accountUsageType, "
			+ ":addressStreet, :addressStreetNumber, :addressPostalCode, :addressCity, :addressCountry, "
			+ ":taxIdentificationNumber";

	/** Set by the answers of the tax authority only ({@link #recordChurchTax}), never by a write of the details. */
	private static final String CHURCH_TAX_COLUMNS = "church_tax_religion_code, church_tax_rate, church_tax_valid_from, "
			+ "church_tax_queried_date";

	private static final String COLUMNS = "id, tenant_id, status, " + DETAIL_COLUMNS + ", created_date, updated_date, "
			+ "deleted_date, created_user_id, updated_user_id, deleted_user_id, " + CHURCH_TAX_COLUMNS;

	/** Ids in one {@code IN} list: far below the parameters a statement may have. */
	private static final int IDS_PER_STATEMENT = 1000;

	private final JdbcClient jdbc;

	void insert(Client client) {
		jdbc.sql("INSERT INTO clients (" + COLUMNS + ") VALUES (:id, :tenantId, :status, " + DETAIL_PARAMETERS
				+ ", :createdDate, :updatedDate, :deletedDate, :createdUserId, :updatedUserId, :deletedUserId, "
				+ ":religionCode, :rate, :validFrom, :queriedDate)")
			.params(parameters(client))
			.update();
	}

	/**
	 * Writes the record over the version {@code readVersion} it was read at; answers false, writing nothing, when the
	 * record has been written since. On PostgreSQL and H2 a concurrent writer of the row makes this statement wait
	 * for its end and then see its version, so that of two writes over one version exactly one succeeds.
	 */
	boolean update(Client client, long readVersion) {
		StringBuilder assignments = new StringBuilder();
		String[] columns = DETAIL_COLUMNS.split(", ");
		String[] parameters = DETAIL_PARAMETERS.split(", ");
		for (int i = 0; i < columns.length; i++) {
			assignments.append(columns[i]).append(" = ").append(parameters[i]).append(", ");
		}
		return jdbc.sql("UPDATE clients SET status = :status, " + assignments + "updated_date = :updatedDate, "
				+ "deleted_date = :deletedDate, updated_user_id = :updatedUserId, deleted_user_id = :deletedUserId, "
				+ "version = version + 1 WHERE id = :id AND tenant_id = :tenantId AND version = :readVersion")
			.params(parameters(client))
			.param("readVersion", readVersion)
			.update() == 1;
	}

	/**
	 * Stores the tax authority's answer on the record, whatever version it is at, and moves its version on, so that
	 * its entity tag changes with what it answers; false when the record does not exist.
	 */
	boolean recordChurchTax(TenantId tenantId, ClientId id, ClientChurchTax churchTax) {
		Map<String, Object> values = new HashMap<>();
		putChurchTax(values, churchTax);
		return jdbc.sql("UPDATE clients SET church_tax_religion_code = :religionCode, church_tax_rate = :rate, "
				+ "church_tax_valid_from = :validFrom, church_tax_queried_date = :queriedDate, version = version + 1 "
				+ "WHERE id = :id AND tenant_id = :tenantId")
			.params(values)
			.param("id", id.value())
			.param("tenantId", tenantId.value())
			.update() == 1;
	}

	Optional<Client> find(TenantId tenantId, ClientId id) {
		return findVersioned(tenantId, id).map(Versioned::value);
	}

	Optional<Versioned<Client>> findVersioned(TenantId tenantId, ClientId id) {
		return jdbc.sql("SELECT " + COLUMNS + ", version FROM clients WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id.value())
			.param("tenantId", tenantId.value())
			.query((rs, n) -> new Versioned<>(client(rs, n), rs.getLong("version")))
			.optional();
	}

	Optional<TradingParty> tradingParty(TenantId tenantId, ClientId id) {
		return Optional.ofNullable(tradingParties(tenantId, List.of(id)).get(id));
	}

	Map<ClientId, TradingParty> tradingParties(TenantId tenantId, Collection<ClientId> ids) {
		List<UUID> asked = ids.stream().map(ClientId::value).distinct().sorted().toList();
		Map<ClientId, TradingParty> parties = new HashMap<>();
		for (int from = 0; from < asked.size(); from += IDS_PER_STATEMENT) {
			jdbc.sql("SELECT id, status, default_internal_account_id, default_deposit_account_id FROM clients "
					+ "WHERE tenant_id = :tenantId AND id IN (:ids)")
				.param("tenantId", tenantId.value())
				.param("ids", asked.subList(from, Math.min(asked.size(), from + IDS_PER_STATEMENT)))
				.query((rs, n) -> new TradingParty(rs.getObject("id", UUID.class),
						ClientStatus.valueOf(rs.getString("status")), rs.getObject("default_internal_account_id", UUID.class),
						rs.getObject("default_deposit_account_id", UUID.class)))
				.list()
				.forEach(party -> parties.put(new ClientId(party.id()), party));
		}
		return parties;
	}

	Optional<ClientId> idOfKey(TenantId tenantId, String clientKey) {
		return jdbc.sql("SELECT id FROM clients WHERE tenant_id = :tenantId AND client_key = :clientKey")
			.param("tenantId", tenantId.value())
			.param("clientKey", clientKey)
			.query(UUID.class)
			.optional()
			.map(ClientId::new);
	}

	/** Whether another client record of the tenant than {@code exceptId} has this key. */
	boolean clientKeyTaken(TenantId tenantId, String clientKey, @Nullable ClientId exceptId) {
		return idOfKey(tenantId, clientKey).filter(id -> !id.equals(exceptId)).isPresent();
	}

	Set<ClientId> existing(TenantId tenantId, Collection<ClientId> ids) {
		if (ids.isEmpty()) {
			return Set.of();
		}
		return jdbc.sql("SELECT id FROM clients WHERE tenant_id = :tenantId AND id IN (:ids)")
			.param("tenantId", tenantId.value())
			.param("ids", ids.stream().map(ClientId::value).toList())
			.query(UUID.class)
			.list()
			.stream()
			.map(ClientId::new)
			.collect(Collectors.toSet());
	}

	List<Client> list(ClientFilter filter, PageRequest page) {
		SqlConditions where = where(filter);
		return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE tenant_id = :tenantId" + where.sql()
				+ " ORDER BY created_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT " + page.recordsPerPage()
				+ " ROWS ONLY")
			.params(where.parameters())
			.param("tenantId", filter.tenantId())
			.query(ClientStore::client)
			.list();
	}

	long count(ClientFilter filter) {
		return where(filter).count(jdbc, "clients WHERE tenant_id = :tenantId", Map.of("tenantId", filter.tenantId()));
	}

	private static SqlConditions where(ClientFilter filter) {
		ClientFilter.ByRecord byRecord = filter.byRecord();
		ClientFilter.ByPerson byPerson = filter.byPerson();
		return new SqlConditions().add(byRecord.clientType(), " AND client_type = :clientType", "clientType", Enum::name)
			.add(byRecord.status(), " AND status = :status", "status", Enum::name)
			.add(byPerson.name(), " AND LOWER(name) LIKE :name ESCAPE '\\'", "name",
					LikePatterns::startsWithIgnoringCase)
			.add(byPerson.surname(), " AND LOWER(surname) LIKE :surname ESCAPE '\\'", "surname",
					LikePatterns::startsWithIgnoringCase)
			.add(byPerson.email(), " AND LOWER(email) = :email", "email", email -> email.toLowerCase(Locale.ROOT))
			.add(byPerson.alpha3CountryCode(),
					" AND (country_of_origin = :country OR nationality = :country OR residency_country = :country)",
					"country")
			.add(Timestamps.of(filter.created().dateTimeBegin()), " AND created_date >= :begin", "begin")
			.add(Timestamps.of(filter.created().dateTimeEnd()), " AND created_date < :end", "end")
			.add(byRecord.contractualPartnerCode(), " AND contractual_partner_code = :partnerCode", "partnerCode")
			.add(byRecord.clientKey(), " AND client_key = :clientKey", "clientKey")
			.add(filter.id(), " AND id = :id", "id");
	}

	private static Map<String, Object> parameters(Client client) {
		ClientDetails d = client.details();
		Map<String, Object> values = new HashMap<>();
		values.put("id", client.id());
		values.put("tenantId", client.tenantId());
		values.put("status", client.status().name());
		values.put("clientKey", d.clientKey());
		values.put("clientType", d.clientType().name());
		putNames(values, d.names());
		putPersonalData(values, d.personalData());
		putResidence(values, d.residence());
		putClassification(values, d.classification());
		putContact(values, d.contact());
		values.put("defaultBankAccountId", d.defaultAccounts().defaultBankAccountId());
		values.put("defaultInternalAccountId", d.defaultAccounts().defaultInternalAccountId());
		values.put("defaultDepositAccountId", d.defaultAccounts().defaultDepositAccountId());
		ClientAudit audit = client.audit();
		values.put("createdDate", Timestamps.of(audit.createdDate()));
		values.put("updatedDate", Timestamps.of(audit.updatedDate()));
		values.put("deletedDate", Timestamps.of(audit.deletedDate()));
		values.put("createdUserId", audit.createdUserId());
		values.put("updatedUserId", audit.updatedUserId());
		values.put("deletedUserId", audit.deletedUserId());
		putAddress(values, d.address());
		values.put("taxIdentificationNumber", d.tax().taxIdentificationNumber());
		putChurchTax(values, client.churchTax());
		return values;
	}

	private static void putNames(Map<String, Object> values, ClientNames names) {
		values.put("name", names.name());
		values.put("surname", names.surname());
		values.put("birthName", names.birthName());
		values.put("title", names.title());
		values.put("salutation", names.salutation());
	}

	private static void putPersonalData(Map<String, Object> values, ClientPersonalData data) {
		values.put("gender", data.gender());
		values.put("placeOfBirth", data.placeOfBirth());
		values.put("dateOfBirth", data.dateOfBirth());
		values.put("establishedDate", data.establishedDate());
		values.put("maritalStatus", data.maritalStatus());
		values.put("partnerTo", data.partnerTo());
		values.put("occupationGroup", data.occupationGroup() == null ? null : data.occupationGroup().name());
	}

	private static void putResidence(Map<String, Object> values, ClientResidence residence) {
		values.put("countryOfOrigin", residence.countryOfOrigin());
		values.put("nationality", residence.nationality());
		values.put("residencyCountry", residence.residencyCountry());
		values.put("federalState", residence.federalState());
		values.put("liableToTax", residence.liableToTax());
	}

	private static void putClassification(Map<String, Object> values, ClientClassification classification) {
		values.put("clientSubType", classification.clientSubType());
		values.put("riskClass", classification.riskClass());
		values.put("identityNumberType", classification.identityNumberType());
		values.put("identityNumber", classification.identityNumber());
		values.put("clientLEI", classification.clientLEI());
		values.put("contractualPartnerCode", classification.contractualPartnerCode());
		values.put("sectorCode", classification.sectorCode());
		values.put("accountUsageType",
				classification.accountUsageType() == null ? null : classification.accountUsageType().name());
	}

	private static void putAddress(Map<String, Object> values, @Nullable ClientAddress address) {
		values.put("addressStreet", address == null ? null : address.street());
		values.put("addressStreetNumber", address == null ? null : address.streetNumber());
		values.put("addressPostalCode", address == null ? null : address.postalCode());
		values.put("addressCity", address == null ? null : address.city());
		values.put("addressCountry", address == null ? null : address.country());
	}

	private static void putChurchTax(Map<String, Object> values, ClientChurchTax churchTax) {
		ChurchTaxAttribute attribute = churchTax.churchTaxAttribute();
		values.put("religionCode", attribute == null ? null : attribute.religionCode());
		values.put("rate", attribute == null ? null : attribute.rate());
		values.put("validFrom", attribute == null ? null : attribute.validFrom());
		values.put("queriedDate", Timestamps.of(churchTax.churchTaxQueriedDate()));
	}

	private static void putContact(Map<String, Object> values, ClientContactData contact) {
		values.put("email", contact.email());
		values.put("language", contact.language());
		values.put("hasIdentityUser", contact.hasIdentityUser());
		values.put("communicationWithPostAllowed", contact.communicationWithPostAllowed());
		values.put("communicationWithEmailAllowed", contact.communicationWithEmailAllowed());
		values.put("communicationWithPhoneAllowed", contact.communicationWithPhoneAllowed());
	}

	private static Client client(ResultSet rs, int rowNum) throws SQLException {
		ClientDetails details = new ClientDetails(rs.getString("client_key"),
				ClientType.valueOf(rs.getString("client_type")), names(rs), personalData(rs), residence(rs),
				classification(rs), contact(rs),
				new ClientDefaultAccounts(rs.getObject("default_bank_account_id", UUID.class),
						rs.getObject("default_internal_account_id", UUID.class),
						rs.getObject("default_deposit_account_id", UUID.class)),
				address(rs), new ClientTaxData(rs.getString("tax_identification_number")));
		ClientAudit audit = new ClientAudit(Timestamps.instant(rs, "created_date"),
				Timestamps.instant(rs, "updated_date"), Timestamps.instant(rs, "deleted_date"),
				rs.getObject("created_user_id", UUID.class), rs.getObject("updated_user_id", UUID.class),
				rs.getObject("deleted_user_id", UUID.class));
		return new Client(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				ClientStatus.valueOf(rs.getString("status")), details, audit, churchTax(rs));
	}

	private static @Nullable ClientAddress address(ResultSet rs) throws SQLException {
		String street = rs.getString("address_street");
		return street == null ? null : new ClientAddress(street, rs.getString("address_street_number"),
				rs.getString("address_postal_code"), rs.getString("address_city"), rs.getString("address_country"));
	}

	private static ClientChurchTax churchTax(ResultSet rs) throws SQLException {
		String religionCode = rs.getString("church_tax_religion_code");
		ChurchTaxAttribute attribute = religionCode == null ? null : new ChurchTaxAttribute(religionCode,
				rs.getBigDecimal("church_tax_rate"), rs.getObject("church_tax_valid_from", LocalDate.class));
		return new ClientChurchTax(attribute, Timestamps.instant(rs, "church_tax_queried_date"));
	}

	private static ClientNames names(ResultSet rs) throws SQLException {
		return new ClientNames(rs.getString("name"), rs.getString("surname"), rs.getString("birth_name"),
				rs.getString("title"), rs.getString("salutation"));
	}

	private static ClientPersonalData personalData(ResultSet rs) throws SQLException {
		String occupationGroup = rs.getString("occupation_group");
		return new ClientPersonalData(rs.getString("gender"), rs.getObject("date_of_birth", LocalDate.class),
				rs.getString("place_of_birth"), rs.getObject("established_date", LocalDate.class),
				rs.getString("marital_status"), rs.getObject("partner_to", UUID.class),
				occupationGroup == null ? null : OccupationGroup.valueOf(occupationGroup));
	}

	private static ClientResidence residence(ResultSet rs) throws SQLException {
		return new ClientResidence(rs.getString("country_of_origin"), rs.getString("nationality"),
				rs.getString("residency_country"), rs.getString("federal_state"), rs.getBoolean("liable_to_tax"));
	}

	private static ClientClassification classification(ResultSet rs) throws SQLException {
		String accountUsageType = rs.getString("account_usage_type");
		return new ClientClassification(rs.getString("client_sub_type"), rs.getString("risk_class"),
				rs.getString("identity_number_type"), rs.getString("identity_number"), rs.getString("client_lei"),
				rs.getString("contractual_partner_code"), rs.getString("sector_code"),
				accountUsageType == null ? null : AccountUsageType.valueOf(accountUsageType));
	}

	private static ClientContactData contact(ResultSet rs) throws SQLException {
		return new ClientContactData(rs.getString("email"), rs.getString("language"),
				rs.getBoolean("has_identity_user"), rs.getBoolean("communication_with_post_allowed"),
				rs.getBoolean("communication_with_email_allowed"), rs.getBoolean("communication_with_phone_allowed"));
	}
}

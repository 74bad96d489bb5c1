package dev.kontor.clients.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.OccupationGroup;
import dev.kontor.clients.TradingParty;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.LikePatterns;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The table of client records. */
@Repository
class ClientStore {

	private static final String DETAIL_COLUMNS = "client_key, client_type, name, surname, email, birth_name, title, "
			+ "salutation, gender, country_of_origin, nationality, place_of_birth, date_of_birth, established_date, "
			+ "marital_status, partner_to, client_sub_type, risk_class, identity_number_type, client_lei, "
			+ "identity_number, liable_to_tax, federal_state, default_bank_account_id, default_internal_account_id, "
			+ "default_deposit_account_id, has_identity_user, language, communication_with_post_allowed, "
			+ "communication_with_email_allowed, communication_with_phone_allowed, contractual_partner_code, "
			+ "occupation_group, residency_country, sector_code, account_usage_type";

	private static final String DETAIL_PARAMETERS = ":clientKey, :clientType, :name, :surname, :email, :birthName, "
			+ ":title, :salutation, :gender, :countryOfOrigin, :nationality, :placeOfBirth, :dateOfBirth, "
			+ ":establishedDate, :maritalStatus, :partnerTo, :clientSubType, :riskClass, :identityNumberType, "
			+ ":clientLEI, :identityNumber, :liableToTax, :federalState, :defaultBankAccountId, "
			+ ":defaultInternalAccountId, :defaultDepositAccountId, :hasIdentityUser, :language, "
			+ ":communicationWithPostAllowed, :communicationWithEmailAllowed, :communicationWithPhoneAllowed, "
			+ ":contractualPartnerCode, :occupationGroup, :residencyCountry, :sectorCode, :accountUsageType";

	private static final String COLUMNS = "id, tenant_id, status, " + DETAIL_COLUMNS + ", created_date, updated_date, "
			+ "deleted_date, created_user_id, updated_user_id, deleted_user_id";

	private final JdbcClient jdbc;

	ClientStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insert(Client client) {
		jdbc.sql("INSERT INTO clients (" + COLUMNS + ") VALUES (:id, :tenantId, :status, " + DETAIL_PARAMETERS
				+ ", :createdDate, :updatedDate, :deletedDate, :createdUserId, :updatedUserId, :deletedUserId)")
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

	Optional<Client> find(UUID tenantId, UUID id) {
		return findVersioned(tenantId, id).map(Versioned::value);
	}

	Optional<Versioned<Client>> findVersioned(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + ", version FROM clients WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id)
			.param("tenantId", tenantId)
			.query((rs, n) -> new Versioned<>(client(rs, n), rs.getLong("version")))
			.optional();
	}

	Optional<TradingParty> tradingParty(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT id, status, default_internal_account_id, default_deposit_account_id FROM clients "
				+ "WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id)
			.param("tenantId", tenantId)
			.query((rs, n) -> new TradingParty(rs.getObject("id", UUID.class),
					ClientStatus.valueOf(rs.getString("status")), rs.getObject("default_internal_account_id", UUID.class),
					rs.getObject("default_deposit_account_id", UUID.class)))
			.optional();
	}

	Optional<UUID> idOfKey(UUID tenantId, String clientKey) {
		return jdbc.sql("SELECT id FROM clients WHERE tenant_id = :tenantId AND client_key = :clientKey")
			.param("tenantId", tenantId)
			.param("clientKey", clientKey)
			.query(UUID.class)
			.optional();
	}

	/** Whether another client record of the tenant than {@code exceptId} has this key. */
	boolean clientKeyTaken(UUID tenantId, String clientKey, @Nullable UUID exceptId) {
		return idOfKey(tenantId, clientKey).filter(id -> !id.equals(exceptId)).isPresent();
	}

	Set<UUID> existing(UUID tenantId, Collection<UUID> ids) {
		if (ids.isEmpty()) {
			return Set.of();
		}
		return new HashSet<>(jdbc.sql("SELECT id FROM clients WHERE tenant_id = :tenantId AND id IN (:ids)")
			.param("tenantId", tenantId)
			.param("ids", ids)
			.query(UUID.class)
			.list());
	}

	List<Client> list(ClientFilter filter, PageRequest page) {
		Query query = where(filter);
		return jdbc.sql("SELECT " + COLUMNS + " FROM clients WHERE " + query.condition()
				+ " ORDER BY created_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT " + page.recordsPerPage()
				+ " ROWS ONLY")
			.params(query.parameters())
			.query(ClientStore::client)
			.list();
	}

	long count(ClientFilter filter) {
		Query query = where(filter);
		return jdbc.sql("SELECT COUNT(*) FROM clients WHERE " + query.condition())
			.params(query.parameters())
			.query(Long.class)
			.single();
	}

	private record Query(String condition, Map<String, Object> parameters) {
	}

	private static Query where(ClientFilter filter) {
		List<String> conditions = new ArrayList<>(List.of("tenant_id = :tenantId"));
		Map<String, Object> parameters = new HashMap<>(Map.of("tenantId", filter.tenantId()));
		if (filter.clientType() != null) {
			conditions.add("client_type = :clientType");
			parameters.put("clientType", filter.clientType().name());
		}
		if (filter.status() != null) {
			conditions.add("status = :status");
			parameters.put("status", filter.status().name());
		}
		if (filter.name() != null) {
			conditions.add("LOWER(name) LIKE :name ESCAPE '\\'");
			parameters.put("name", LikePatterns.startsWithIgnoringCase(filter.name()));
		}
		if (filter.surname() != null) {
			conditions.add("LOWER(surname) LIKE :surname ESCAPE '\\'");
			parameters.put("surname", LikePatterns.startsWithIgnoringCase(filter.surname()));
		}
		if (filter.email() != null) {
			conditions.add("LOWER(email) = :email");
			parameters.put("email", filter.email().toLowerCase(Locale.ROOT));
		}
		if (filter.alpha3CountryCode() != null) {
			conditions.add("(country_of_origin = :country OR nationality = :country OR residency_country = :country)");
			parameters.put("country", filter.alpha3CountryCode());
		}
		if (filter.dateTimeBegin() != null) {
			conditions.add("created_date >= :begin");
			parameters.put("begin", Timestamps.of(filter.dateTimeBegin()));
		}
		if (filter.dateTimeEnd() != null) {
			conditions.add("created_date < :end");
			parameters.put("end", Timestamps.of(filter.dateTimeEnd()));
		}
		if (filter.contractualPartnerCode() != null) {
			conditions.add("contractual_partner_code = :partnerCode");
			parameters.put("partnerCode", filter.contractualPartnerCode());
		}
		if (filter.clientKey() != null) {
			conditions.add("client_key = :clientKey");
			parameters.put("clientKey", filter.clientKey());
		}
		if (filter.id() != null) {
			conditions.add("id = :id");
			parameters.put("id", filter.id());
		}
		return new Query(String.join(" AND ", conditions), parameters);
	}

	private static Map<String, Object> parameters(Client client) {
		ClientDetails d = client.details();
		Map<String, Object> values = new HashMap<>();
		values.put("id", client.id());
		values.put("tenantId", client.tenantId());
		values.put("status", client.status().name());
		values.put("clientKey", d.clientKey());
		values.put("clientType", d.clientType().name());
		values.put("name", d.name());
		values.put("surname", d.surname());
		values.put("email", d.email());
		values.put("birthName", d.birthName());
		values.put("title", d.title());
		values.put("salutation", d.salutation());
		values.put("gender", d.gender());
		values.put("countryOfOrigin", d.countryOfOrigin());
		values.put("nationality", d.nationality());
		values.put("placeOfBirth", d.placeOfBirth());
		values.put("dateOfBirth", d.dateOfBirth());
		values.put("establishedDate", d.establishedDate());
		values.put("maritalStatus", d.maritalStatus());
		values.put("partnerTo", d.partnerTo());
		values.put("clientSubType", d.clientSubType());
		values.put("riskClass", d.riskClass());
		values.put("identityNumberType", d.identityNumberType());
		values.put("clientLEI", d.clientLEI());
		values.put("identityNumber", d.identityNumber());
		values.put("liableToTax", d.liableToTax());
		values.put("federalState", d.federalState());
		values.put("defaultBankAccountId", d.defaultBankAccountId());
		values.put("defaultInternalAccountId", d.defaultInternalAccountId());
		values.put("defaultDepositAccountId", d.defaultDepositAccountId());
		values.put("hasIdentityUser", d.hasIdentityUser());
		values.put("language", d.language());
		values.put("communicationWithPostAllowed", d.communicationWithPostAllowed());
		values.put("communicationWithEmailAllowed", d.communicationWithEmailAllowed());
		values.put("communicationWithPhoneAllowed", d.communicationWithPhoneAllowed());
		values.put("contractualPartnerCode", d.contractualPartnerCode());
		values.put("occupationGroup", d.occupationGroup() == null ? null : d.occupationGroup().name());
		values.put("residencyCountry", d.residencyCountry());
		values.put("sectorCode", d.sectorCode());
		values.put("accountUsageType", d.accountUsageType() == null ? null : d.accountUsageType().name());
		values.put("createdDate", Timestamps.of(client.createdDate()));
		values.put("updatedDate", Timestamps.of(client.updatedDate()));
		values.put("deletedDate", Timestamps.of(client.deletedDate()));
		values.put("createdUserId", client.createdUserId());
		values.put("updatedUserId", client.updatedUserId());
		values.put("deletedUserId", client.deletedUserId());
		return values;
	}

	private static Client client(ResultSet rs, int rowNum) throws SQLException {
		String occupationGroup = rs.getString("occupation_group");
		String accountUsageType = rs.getString("account_usage_type");
		ClientDetails details = new ClientDetails(rs.getString("client_key"),
				ClientType.valueOf(rs.getString("client_type")), rs.getString("name"), rs.getString("surname"),
				rs.getString("email"), rs.getString("birth_name"), rs.getString("title"), rs.getString("salutation"),
				rs.getString("gender"), rs.getString("country_of_origin"), rs.getString("nationality"),
				rs.getString("place_of_birth"), rs.getObject("date_of_birth", LocalDate.class),
				rs.getObject("established_date", LocalDate.class), rs.getString("marital_status"),
				rs.getObject("partner_to", UUID.class), rs.getString("client_sub_type"), rs.getString("risk_class"),
				rs.getString("identity_number_type"), rs.getString("client_lei"), rs.getString("identity_number"),
				rs.getBoolean("liable_to_tax"), rs.getString("federal_state"),
				rs.getObject("default_bank_account_id", UUID.class),
				rs.getObject("default_internal_account_id", UUID.class),
				rs.getObject("default_deposit_account_id", UUID.class), rs.getBoolean("has_identity_user"),
				rs.getString("language"), rs.getBoolean("communication_with_post_allowed"),
				rs.getBoolean("communication_with_email_allowed"), rs.getBoolean("communication_with_phone_allowed"),
				rs.getString("contractual_partner_code"),
				occupationGroup == null ? null : OccupationGroup.valueOf(occupationGroup),
				rs.getString("residency_country"), rs.getString("sector_code"),
				accountUsageType == null ? null : AccountUsageType.valueOf(accountUsageType));
		return new Client(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				ClientStatus.valueOf(rs.getString("status")), details, Timestamps.instant(rs, "created_date"),
				Timestamps.instant(rs, "updated_date"), Timestamps.instant(rs, "deleted_date"),
				rs.getObject("created_user_id", UUID.class), rs.getObject("updated_user_id", UUID.class),
				rs.getObject("deleted_user_id", UUID.class));
	}
}

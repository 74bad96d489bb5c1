package dev.kontor.bankaccounts.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.shared.jdbc.LikePatterns;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The tables of bank accounts and their owners. */
@Repository
class BankAccountStore {

	private static final String COLUMNS = "a.id, a.tenant_id, a.alias, a.account_holder_name, a.bank_name, a.bic, "
			+ "a.sort_code, a.alpha3_country_code, a.currency_code, a.account_number, a.iban, a.status, "
			+ "a.close_or_delete_reason, a.created_date, a.updated_date, a.created_user_id, a.updated_user_id";

	private final JdbcClient jdbc;

	BankAccountStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insert(BankAccount account) {
		jdbc.sql("INSERT INTO bank_accounts (id, tenant_id, alias, account_holder_name, bank_name, bic, sort_code, "
				+ "alpha3_country_code, currency_code, account_number, iban, status, close_or_delete_reason, "
				+ "created_date, updated_date, created_user_id, updated_user_id) VALUES (:id, :tenantId, :alias, "
				+ ":holder, :bankName, :bic, :sortCode, :country, :currency, :accountNumber, :iban, :status, :reason, "
				+ ":createdDate, :updatedDate, :createdUserId, :updatedUserId)")
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("alias", account.alias())
			.param("holder", account.accountHolderName())
			.param("bankName", account.bankName())
			.param("bic", account.bic())
			.param("sortCode", account.sortCode())
			.param("country", account.alpha3CountryCode())
			.param("currency", account.currencyCode())
			.param("accountNumber", account.accountNumber())
			.param("iban", account.iban())
			.param("status", account.status().name())
			.param("reason", account.closeOrDeleteReason())
			.param("createdDate", Timestamps.of(account.createdDate()))
			.param("updatedDate", Timestamps.of(account.updatedDate()))
			.param("createdUserId", account.createdUserId())
			.param("updatedUserId", account.updatedUserId())
			.update();
		for (UUID clientId : account.clientIds()) {
			jdbc.sql("INSERT INTO bank_account_owners (bank_account_id, client_id) VALUES (:id, :clientId)")
				.param("id", account.id())
				.param("clientId", clientId)
				.update();
		}
	}

	void updateStatus(BankAccount account) {
		jdbc.sql("UPDATE bank_accounts SET status = :status, close_or_delete_reason = :reason, "
				+ "updated_date = :updatedDate, updated_user_id = :updatedUserId WHERE id = :id AND tenant_id = :tenantId")
			.param("status", account.status().name())
			.param("reason", account.closeOrDeleteReason())
			.param("updatedDate", Timestamps.of(account.updatedDate()))
			.param("updatedUserId", account.updatedUserId())
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.update();
	}

	boolean isOwnedBy(UUID tenantId, UUID bankAccountId, UUID clientId) {
		return jdbc.sql("SELECT COUNT(*) FROM bank_accounts a JOIN bank_account_owners o ON o.bank_account_id = a.id "
				+ "WHERE a.id = :id AND a.tenant_id = :tenantId AND o.client_id = :clientId")
			.param("id", bankAccountId)
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(Long.class)
			.single() > 0;
	}

	Optional<BankAccount> find(UUID tenantId, UUID id) {
		return withOwners(jdbc.sql("SELECT " + COLUMNS + " FROM bank_accounts a WHERE a.id = :id AND a.tenant_id = :tenantId")
			.param("id", id)
			.param("tenantId", tenantId)
			.query(BankAccountStore::account)
			.list()).stream().findFirst();
	}

	List<BankAccount> list(BankAccountFilter filter, PageRequest page) {
		Query query = where(filter);
		return withOwners(jdbc.sql("SELECT " + COLUMNS + " FROM bank_accounts a WHERE " + query.condition()
				+ " ORDER BY a.created_date, a.id OFFSET " + page.offset() + " ROWS FETCH NEXT "
				+ page.recordsPerPage() + " ROWS ONLY")
			.params(query.parameters())
			.query(BankAccountStore::account)
			.list());
	}

	long count(BankAccountFilter filter) {
		Query query = where(filter);
		return jdbc.sql("SELECT COUNT(*) FROM bank_accounts a WHERE " + query.condition())
			.params(query.parameters())
			.query(Long.class)
			.single();
	}

	/** The accounts with their owners, read with one query for all of them. */
	private List<BankAccount> withOwners(List<BankAccount> accounts) {
		if (accounts.isEmpty()) {
			return accounts;
		}
		Map<UUID, List<UUID>> owners = jdbc
			.sql("SELECT bank_account_id, client_id FROM bank_account_owners WHERE bank_account_id IN (:ids) "
					+ "ORDER BY client_id")
			.param("ids", accounts.stream().map(BankAccount::id).toList())
			.query((rs, n) -> Map.entry(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class)))
			.list()
			.stream()
			.collect(Collectors.groupingBy(Map.Entry::getKey, LinkedHashMap::new,
					Collectors.mapping(Map.Entry::getValue, Collectors.toList())));
		return accounts.stream()
			.map(account -> new BankAccount(account.id(), account.tenantId(),
					owners.getOrDefault(account.id(), List.of()), account.alias(), account.accountHolderName(),
					account.bankName(), account.bic(), account.sortCode(), account.alpha3CountryCode(),
					account.currencyCode(), account.accountNumber(), account.iban(), account.status(),
					account.closeOrDeleteReason(), account.createdDate(), account.updatedDate(),
					account.createdUserId(), account.updatedUserId()))
			.toList();
	}

	private record Query(String condition, Map<String, Object> parameters) {
	}

	private static Query where(BankAccountFilter filter) {
		List<String> conditions = new ArrayList<>(List.of("a.tenant_id = :tenantId"));
		Map<String, Object> parameters = new HashMap<>(Map.of("tenantId", filter.tenantId()));
		if (filter.accountId() != null) {
			conditions.add("a.id = :accountId");
			parameters.put("accountId", filter.accountId());
		}
		if (filter.iban() != null) {
			conditions.add("a.iban = :iban");
			parameters.put("iban", filter.iban());
		}
		if (filter.accountNumber() != null) {
			conditions.add("a.account_number = :accountNumber");
			parameters.put("accountNumber", filter.accountNumber());
		}
		if (filter.dateTimeStart() != null) {
			conditions.add("a.created_date >= :start");
			parameters.put("start", Timestamps.of(filter.dateTimeStart()));
		}
		if (filter.dateTimeEnd() != null) {
			conditions.add("a.created_date < :end");
			parameters.put("end", Timestamps.of(filter.dateTimeEnd()));
		}
		if (filter.clientId() != null) {
			conditions.add("EXISTS (SELECT 1 FROM bank_account_owners o WHERE o.bank_account_id = a.id "
					+ "AND o.client_id = :clientId)");
			parameters.put("clientId", filter.clientId());
		}
		if (filter.accountHolderName() != null) {
			conditions.add("LOWER(a.account_holder_name) LIKE :holder ESCAPE '\\'");
			parameters.put("holder", LikePatterns.startsWithIgnoringCase(filter.accountHolderName()));
		}
		if (!filter.statuses().isEmpty()) {
			conditions.add("a.status IN (:statuses)");
			parameters.put("statuses", filter.statuses().stream().map(Enum::name).toList());
		}
		if (filter.createdUserId() != null) {
			conditions.add("a.created_user_id = :createdUserId");
			parameters.put("createdUserId", filter.createdUserId());
		}
		return new Query(String.join(" AND ", conditions), parameters);
	}

	private static BankAccount account(ResultSet rs, int rowNum) throws SQLException {
		return new BankAccount(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class), List.of(),
				rs.getString("alias"), rs.getString("account_holder_name"), rs.getString("bank_name"),
				rs.getString("bic"), rs.getString("sort_code"), rs.getString("alpha3_country_code"),
				rs.getString("currency_code"), rs.getString("account_number"), rs.getString("iban"),
				BankAccountStatus.valueOf(rs.getString("status")), rs.getString("close_or_delete_reason"),
				Timestamps.instant(rs, "created_date"), Timestamps.instant(rs, "updated_date"),
				rs.getObject("created_user_id", UUID.class), rs.getObject("updated_user_id", UUID.class));
	}
}

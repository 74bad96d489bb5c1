package dev.kontor.bankaccounts.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountDetails;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.LikePatterns;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/** The tables of bank accounts and their owners. */
@Repository
@RequiredArgsConstructor
class BankAccountStore {

	/** The columns {@link #account} reads, by position. */
	private static final String COLUMNS = "a.id, a.tenant_id, a.alias, a.account_holder_name, a.bank_name, a.bic, "
			+ "a.sort_code, a.alpha3_country_code, a.currency_code, a.account_number, a.iban, a.status, "
			+ "a.close_or_delete_reason, a.created_date, a.updated_date, a.created_user_id, a.updated_user_id, a.version";

	private final JdbcClient jdbc;

	void insert(BankAccount account) {
		jdbc.sql("INSERT INTO bank_accounts (id, tenant_id, alias, account_holder_name, bank_name, bic, sort_code, "
				+ "alpha3_country_code, currency_code, account_number, iban, status, close_or_delete_reason, "
				+ "created_date, updated_date, created_user_id, updated_user_id) VALUES (:id, :tenantId, :alias, "
				+ ":holder, :bankName, :bic, :sortCode, :country, :currency, :accountNumber, :iban, :status, :reason, "
				+ ":createdDate, :updatedDate, :createdUserId, :updatedUserId)")
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("alias", account.alias())
			.param("holder", account.details().accountHolderName())
			.param("bankName", account.details().bankName())
			.param("bic", account.details().bic())
			.param("sortCode", account.details().sortCode())
			.param("country", account.details().alpha3CountryCode())
			.param("currency", account.details().currencyCode())
			.param("accountNumber", account.details().accountNumber())
			.param("iban", account.details().iban())
			.param("status", account.status().name())
			.param("reason", account.closeOrDeleteReason())
			.params(ChangeTrailColumns.parameters(account.trail()))
			.update();
		for (UUID clientId : account.clientIds()) {
			jdbc.sql("INSERT INTO bank_account_owners (bank_account_id, client_id) VALUES (:id, :clientId)")
				.param("id", account.id())
				.param("clientId", clientId)
				.update();
		}
	}

	/**
	 * Writes the account's status over the version {@code readVersion} it was read at; answers false, writing
	 * nothing, when the account has been written since. A concurrent writer of the row makes this statement wait for
	 * its end and then see its version, so that of two moves from one version exactly one succeeds.
	 */
	boolean updateStatus(BankAccount account, long readVersion) {
		return jdbc.sql("UPDATE bank_accounts SET status = :status, close_or_delete_reason = :reason, "
				+ "updated_date = :updatedDate, updated_user_id = :updatedUserId, version = version + 1 "
				+ "WHERE id = :id AND tenant_id = :tenantId AND version = :readVersion")
			.param("status", account.status().name())
			.param("reason", account.closeOrDeleteReason())
			.params(ChangeTrailColumns.changeParameters(account.trail()))
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("readVersion", readVersion)
			.update() == 1;
	}

	/**
	 * Increments the account's version for a change of its validation or documents, which belong to it: its entity
	 * tag then changes with them, and the row stays locked until the change commits, so that changes of one account
	 * take turns. Answers false for an account the tenant does not have.
	 */
	boolean touch(UUID tenantId, UUID id) {
		return jdbc.sql("UPDATE bank_accounts SET version = version + 1 WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id)
			.param("tenantId", tenantId)
			.update() == 1;
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
		return findVersioned(tenantId, id).map(Versioned::value);
	}

	/** The account with its version, read in one statement, so that the version is the one of the state read. */
	Optional<Versioned<BankAccount>> findVersioned(UUID tenantId, UUID id) {
		return jdbc
			.sql(withOwners("SELECT " + COLUMNS + " FROM bank_accounts a WHERE a.id = :id AND a.tenant_id = :tenantId"))
			.param("id", id)
			.param("tenantId", tenantId)
			.query(BankAccountStore::accounts)
			.stream()
			.findFirst();
	}

	List<BankAccount> list(BankAccountFilter filter, PageRequest page) {
		SqlConditions where = where(filter);
		return jdbc.sql(withOwners("SELECT " + COLUMNS + " FROM bank_accounts a WHERE a.tenant_id = :tenantId"
				+ where.sql() + " ORDER BY a.created_date, a.id OFFSET " + page.offset() + " ROWS FETCH NEXT "
				+ page.recordsPerPage() + " ROWS ONLY"))
			.params(where.parameters())
			.param("tenantId", filter.tenantId())
			.query(BankAccountStore::accounts)
			.stream()
			.map(Versioned::value)
			.toList();
	}

	long count(BankAccountFilter filter) {
		return where(filter).count(jdbc, "bank_accounts a WHERE a.tenant_id = :tenantId",
				Map.of("tenantId", filter.tenantId()));
	}

	/**
	 * The accounts the statement {@code accounts} selects ({@link #COLUMNS}) joined with their owners, a row per
	 * owner, ordered for {@link #accounts}: a read is one statement and one round trip to the database, the page
	 * limited before the join. (An ARRAY_AGG of the owners per account was slower for a page of 100.)
	 */
	private static String withOwners(String accounts) {
		return "SELECT " + COLUMNS + ", o.client_id FROM (" + accounts + ") a "
				+ "LEFT JOIN bank_account_owners o ON o.bank_account_id = a.id ORDER BY a.created_date, a.id, o.client_id";
	}

	private static SqlConditions where(BankAccountFilter filter) {
		BankAccountFilter.Creation created = filter.created();
		return new SqlConditions().add(filter.accountId(), " AND a.id = :accountId", "accountId")
			.add(filter.iban(), " AND a.iban = :iban", "iban")
			.add(filter.accountNumber(), " AND a.account_number = :accountNumber", "accountNumber")
			.add(Timestamps.of(created.dateTimeStart()), " AND a.created_date >= :start", "start")
			.add(Timestamps.of(created.dateTimeEnd()), " AND a.created_date < :end", "end")
			.add(filter.clientId(), " AND EXISTS (SELECT 1 FROM bank_account_owners o WHERE o.bank_account_id = a.id "
					+ "AND o.client_id = :clientId)", "clientId")
			.add(filter.accountHolderName(), " AND LOWER(a.account_holder_name) LIKE :holder ESCAPE '\\'", "holder",
					LikePatterns::startsWithIgnoringCase)
			.add(filter.statuses().isEmpty() ? null : filter.statuses().stream().map(Enum::name).toList(),
					" AND a.status IN (:statuses)", "statuses")
			.add(created.createdUserId(), " AND a.created_user_id = :createdUserId", "createdUserId");
	}

	/** The accounts of {@link #withOwners}: the rows of an account follow each other, one per owner. */
	private static List<Versioned<BankAccount>> accounts(ResultSet rs) throws SQLException {
		List<Versioned<BankAccount>> accounts = new ArrayList<>();
		UUID current = null;
		Function<List<UUID>, Versioned<BankAccount>> account = null;
		List<UUID> owners = new ArrayList<>();
		while (rs.next()) {
			UUID id = rs.getObject(1, UUID.class);
			if (!id.equals(current)) {
				if (account != null) {
					accounts.add(account.apply(owners));
				}
				current = id;
				account = account(rs);
				owners = new ArrayList<>();
			}
			UUID owner = rs.getObject(19, UUID.class);
			if (owner != null) {
				owners.add(owner);
			}
		}
		if (account != null) {
			accounts.add(account.apply(owners));
		}
		return accounts;
	}

	/**
	 * The account of the current row, once its owners are known. Columns are read by position: the PostgreSQL
	 * driver looks a column name up in a map built for each result set, a measurable share of a page of 100.
	 */
	private static Function<List<UUID>, Versioned<BankAccount>> account(ResultSet rs) throws SQLException {
		UUID id = rs.getObject(1, UUID.class);
		UUID tenantId = rs.getObject(2, UUID.class);
		String alias = rs.getString(3);
		BankAccountDetails details = new BankAccountDetails(rs.getString(4), rs.getString(5), rs.getString(6),
				rs.getString(7), rs.getString(8), rs.getString(9), rs.getString(10), rs.getString(11));
		BankAccountStatus status = BankAccountStatus.valueOf(rs.getString(12));
		String reason = rs.getString(13);
		ChangeTrail trail = new ChangeTrail(Timestamps.instant(rs, 14), Timestamps.instant(rs, 15),
				rs.getObject(16, UUID.class), rs.getObject(17, UUID.class));
		long version = rs.getLong(18);
		return owners -> new Versioned<>(new BankAccount(id, tenantId, owners, alias, details, status, reason, trail),
				version);
	}
}

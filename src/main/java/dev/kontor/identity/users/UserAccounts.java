package dev.kontor.identity.users;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;

@Repository
@RequiredArgsConstructor
class UserAccounts {

	private static final String COLUMNS = "id, tenant_id, username, email, name, client_record_id, roles, enabled, "
			+ "created_at";

	private final JdbcClient jdbc;

	void insert(UserAccount user, String passwordHash) {
		try {
			jdbc.sql("INSERT INTO users (" + COLUMNS + ", password_hash) VALUES (:id, :tenantId, :username, :email, "
					+ ":name, :clientRecordId, :roles, :enabled, :createdAt, :passwordHash)")
				.param("id", user.id())
				.param("tenantId", user.tenantId())
				.param("username", user.profile().username())
				.param("email", user.profile().email())
				.param("name", user.profile().name())
				.param("clientRecordId", user.clientRecordId())
				.param("roles", stored(user.roles()))
				.param("enabled", user.enabled())
				.param("createdAt", Timestamps.of(user.createdAt()))
				.param("passwordHash", passwordHash)
				.update();
		}
		catch (DuplicateKeyException ex) {
			throw new RuleViolation("username", "This username is taken");
		}
	}

	Optional<UserAccount> findById(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM users WHERE id = :id")
			.param("id", id)
			.query(UserAccounts::user)
			.optional();
	}

	boolean updateRoles(UUID id, Set<Role> roles) {
		return jdbc.sql("UPDATE users SET roles = :roles WHERE id = :id")
			.param("id", id)
			.param("roles", stored(roles))
			.update() == 1;
	}

	boolean updateEnabled(UUID id, boolean enabled) {
		return jdbc.sql("UPDATE users SET enabled = :enabled WHERE id = :id")
			.param("id", id)
			.param("enabled", enabled)
			.update() == 1;
	}

	Optional<StoredCredentials> findCredentials(String username) {
		return jdbc.sql("SELECT " + COLUMNS + ", password_hash FROM users WHERE username = :username")
			.param("username", username)
			.query((rs, n) -> new StoredCredentials(user(rs, n), rs.getString("password_hash")))
			.optional();
	}

	List<UserAccount> findPage(UUID tenantId, long offset, int limit) {
		return jdbc
			.sql("SELECT " + COLUMNS + " FROM users WHERE tenant_id = :tenantId ORDER BY id "
					+ "OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.param("tenantId", tenantId)
			.param("offset", offset)
			.param("limit", limit)
			.query(UserAccounts::user)
			.list();
	}

	long count(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM users WHERE tenant_id = :tenantId")
			.param("tenantId", tenantId)
			.query(Long.class)
			.single();
	}

	private static String stored(Set<Role> roles) {
		return roles.stream().map(Role::value).sorted().collect(Collectors.joining(" "));
	}

	private static Set<Role> roles(String stored) {
		return Arrays.stream(stored.split(" "))
			.map(value -> Role.of(value).orElseThrow(() -> new IllegalStateException("Unknown stored role " + value)))
			.collect(Collectors.toUnmodifiableSet());
	}

	record StoredCredentials(UserAccount user, String passwordHash) {
	}

	private static UserAccount user(ResultSet rs, int rowNum) throws SQLException {
		UserProfile profile = new UserProfile(rs.getString("username"), rs.getString("email"), rs.getString("name"));
		return new UserAccount(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class), profile,
				rs.getObject("client_record_id", UUID.class), roles(rs.getString("roles")), rs.getBoolean("enabled"),
				Timestamps.instant(rs, "created_at"));
	}
}

package dev.kontor.identity.clients;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of registered OAuth clients. Lists are stored space-separated: none of their values holds a space. */
@Repository
@RequiredArgsConstructor
class OAuthClients {

	private static final String COLUMNS = "id, client_id, tenant_id, application_name, application_type, "
			+ "allowed_origins, grant_types, scopes, redirect_uris, post_logout_redirect_uris, price_providers, enabled, "
			+ "created_at, updated_at, secret_digest";

	private final JdbcClient jdbc;

	private final RegisteredClientCache cache;

	void insert(OAuthClient client, String secretDigest) {
		try {
			jdbc.sql("INSERT INTO oauth_clients (" + COLUMNS + ") VALUES (:id, :clientId, :tenantId, "
					+ ":applicationName, :applicationType, :allowedOrigins, :grantTypes, :scopes, :redirectUris, "
					+ ":postLogoutRedirectUris, :providers, :enabled, :createdAt, :updatedAt, :secretDigest)")
				.param("id", client.id())
				.param("clientId", client.clientId())
				.param("tenantId", client.tenantId())
				.param("applicationName", client.application().applicationName())
				.param("applicationType", client.application().applicationType().name())
				.param("allowedOrigins", join(client.application().allowedOrigins()))
				.param("grantTypes", join(client.grants().grantTypes()))
				.param("scopes", join(client.grants().scopes()))
				.param("redirectUris", join(client.grants().redirectUris()))
				.param("postLogoutRedirectUris", join(client.grants().postLogoutRedirectUris()))
				.param("providers", client.providers() == null ? null : join(client.providers()), Types.VARCHAR)
				.param("enabled", client.enabled())
				.param("createdAt", Timestamps.of(client.dates().createdDate()))
				.param("updatedAt", Timestamps.of(client.dates().updatedDate()))
				.param("secretDigest", secretDigest)
				.update();
			cache.forget(client.clientId());
		}
		catch (DuplicateKeyException ex) {
			throw new RuleViolation("clientId", "A client with this client id exists already");
		}
	}

	Optional<StoredClient> findByClientId(String clientId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM oauth_clients WHERE client_id = :clientId")
			.param("clientId", clientId)
			.query(OAuthClients::storedClient)
			.optional();
	}

	List<OAuthClient> findPage(UUID tenantId, long offset, int limit) {
		return jdbc
			.sql("SELECT " + COLUMNS + " FROM oauth_clients WHERE tenant_id = :tenantId ORDER BY id "
					+ "OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.param("tenantId", tenantId)
			.param("offset", offset)
			.param("limit", limit)
			.query((rs, n) -> storedClient(rs, n).client())
			.list();
	}

	long count(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM oauth_clients WHERE tenant_id = :tenantId")
			.param("tenantId", tenantId)
			.query(Long.class)
			.single();
	}

	boolean updateSecret(String clientId, String secretDigest, Instant now) {
		return updateAndForget(clientId, jdbc
			.sql("UPDATE oauth_clients SET secret_digest = :secretDigest, updated_at = :now WHERE client_id = :clientId")
			.param("secretDigest", secretDigest)
			.param("now", Timestamps.of(now)));
	}

	/**
	 * Replaces an unsalted secret hash by the salted hash of the same secret; only while the stored hash is still
	 * unsalted, so that a rotation made meanwhile is never undone.
	 */
	boolean upgradeSecretHash(String clientId, String saltedHash) {
		return updateAndForget(clientId, jdbc
			.sql("UPDATE oauth_clients SET secret_digest = :saltedHash WHERE client_id = :clientId "
					+ "AND secret_digest LIKE :unsalted")
			.param("saltedHash", saltedHash)
			.param("unsalted", "{" + ClientSecrets.UNSALTED_ID + "}%"));
	}

	boolean isEnabled(String clientId) {
		return jdbc.sql("SELECT enabled FROM oauth_clients WHERE client_id = :clientId")
			.param("clientId", clientId)
			.query(Boolean.class)
			.optional()
			.orElse(false);
	}

	boolean updateEnabled(String clientId, boolean enabled, Instant now) {
		return updateAndForget(clientId, jdbc
			.sql("UPDATE oauth_clients SET enabled = :enabled, updated_at = :now WHERE client_id = :clientId")
			.param("enabled", enabled)
			.param("now", Timestamps.of(now)));
	}

	boolean updateAddresses(String clientId, ClientApplication application, ClientGrants grants, Instant now) {
		return updateAndForget(clientId, jdbc
			.sql("UPDATE oauth_clients SET allowed_origins = :allowedOrigins, redirect_uris = :redirectUris, "
					+ "post_logout_redirect_uris = :postLogoutRedirectUris, updated_at = :now WHERE client_id = :clientId")
			.param("allowedOrigins", join(application.allowedOrigins()))
			.param("redirectUris", join(grants.redirectUris()))
			.param("postLogoutRedirectUris", join(grants.postLogoutRedirectUris()))
			.param("now", Timestamps.of(now)));
	}

	/**
	 * Runs an update of the client's row (the statement names it {@code :clientId}) and, when it changed one, drops
	 * its cached copy here and on the other instances, so that the next lookup reads the change.
	 */
	private boolean updateAndForget(String clientId, JdbcClient.StatementSpec update) {
		boolean updated = update.param("clientId", clientId).update() == 1;
		if (updated) {
			cache.forget(clientId);
		}
		return updated;
	}

	/** A client row together with its secret digest, which never leaves this package. */
	record StoredClient(OAuthClient client, String secretDigest) {
	}

	private static StoredClient storedClient(ResultSet rs, int rowNum) throws SQLException {
		ClientApplication application = new ClientApplication(rs.getString("application_name"),
				ApplicationType.valueOf(rs.getString("application_type")), split(rs.getString("allowed_origins")));
		ClientGrants grants = new ClientGrants(new LinkedHashSet<>(split(rs.getString("grant_types"))),
				new LinkedHashSet<>(split(rs.getString("scopes"))), split(rs.getString("redirect_uris")),
				split(rs.getString("post_logout_redirect_uris")));
		OAuthClient client = new OAuthClient(rs.getObject("id", UUID.class), rs.getString("client_id"),
				rs.getObject("tenant_id", UUID.class), application, grants, providers(rs.getString("price_providers")),
				rs.getBoolean("enabled"),
				new ClientDates(Timestamps.instant(rs, "created_at"), Timestamps.instant(rs, "updated_at")));
		return new StoredClient(client, rs.getString("secret_digest"));
	}

	private static @Nullable Set<String> providers(@Nullable String value) {
		return value == null ? null : new LinkedHashSet<>(split(value));
	}

	private static String join(Collection<String> values) {
		return String.join(" ", values);
	}

	private static List<String> split(String value) {
		return value.isBlank() ? List.of() : Arrays.asList(value.split(" "));
	}
}

package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Versioned;
import dev.kontor.shared.cluster.ChangeSubscriber;
import dev.kontor.shared.cluster.ChangeTopic;
import dev.kontor.shared.cluster.ClusterChanges;
import dev.kontor.shared.crypto.ClearSecrets;
import dev.kontor.shared.crypto.SecretContext;
import dev.kontor.shared.crypto.SecretSealer;
import dev.kontor.shared.jdbc.DedicatedPool;
import dev.kontor.shared.jdbc.Forgetting;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * The table of webhook endpoints. The signing secrets, the API key and the auth secret are stored sealed
 * ({@link SecretSealer}), each bound to its column and row.
 */
@Repository
public class WebhookEndpoints implements ClearSecrets {

	/** The columns that hold secrets; constants, so that they may be written into SQL. */
	private static final List<String> SECRET_COLUMNS = List.of("api_key", "auth_secret", "signing_secret",
			"previous_signing_secret");

	private static final String TABLE = "webhook_endpoints";

	/** The endpoints of a tenant changed (created, changed, enabled, disabled, deleted): its id. */
	private static final ChangeTopic RECEIVERS_CHANGED = new ChangeTopic("webhooks.receivers");

	private static final String COLUMNS = "id, tenant_id, client_id, url, event_types, auth_mode, api_key, auth_secret, "
			+ "static_headers, signing_secret, previous_signing_secret, previous_secret_until, enabled, created_at, "
			+ "updated_at";

	private static final TypeReference<Map<String, String>> HEADERS = new TypeReference<>() {
	};

	private final JdbcClient jdbc;

	/** The delivery pipeline's own connections, for the reads of its attempts. */
	private final JdbcClient pipeline;

	private final JsonMapper json = JsonMapper.builder().build();

	private final SecretSealer sealer;

	/**
	 * The secrets opened, by their sealed value and place: every claim of deliveries reads its endpoints, and
	 * opening their secrets (AES-GCM, a cipher set up for each) each time took a percent of delivery's processor
	 * time. A sealed value names its nonce, so a changed secret is another entry; one moved to another row or column
	 * is another place, and does not open.
	 */
	private final Cache<SealedAt, String> opened = Caffeine.newBuilder()
		.maximumSize(10_000)
		.expireAfterAccess(Duration.ofMinutes(10))
		.build();

	/**
	 * The enabled endpoints of each tenant, for routing events only (deliveries read their endpoint afresh): every
	 * accepted event asks for them, and they change seldom. A change through another instance is forgotten when its
	 * notification arrives, at the latest after {@code kontor.webhooks.receivers-cache-ttl}.
	 */
	private final Cache<UUID, List<WebhookEndpoint>> enabledByTenant;

	private final ClusterChanges changes;

	WebhookEndpoints(JdbcClient jdbc, DedicatedPool pipeline, SecretSealer sealer, WebhookSettings settings,
			ClusterChanges changes) {
		this.jdbc = jdbc;
		this.pipeline = pipeline.jdbc();
		this.sealer = sealer;
		this.changes = changes;
		this.enabledByTenant = Caffeine.newBuilder()
			.expireAfterWrite(settings.receiversCacheTtl())
			.maximumSize(10_000)
			.build();
		changes.subscribe(RECEIVERS_CHANGED, ChangeSubscriber.of(
				change -> enabledByTenant.invalidate(UUID.fromString(change.payload())), enabledByTenant::invalidateAll));
	}

	void insert(WebhookEndpoint endpoint) {
		forgetReceivers(endpoint.tenantId());
		jdbc.sql("INSERT INTO webhook_endpoints (" + COLUMNS + ") VALUES (:id, :tenantId, :clientId, :url, "
				+ ":eventTypes, :authMode, :apiKey, :authSecret, :staticHeaders, :signingSecret, "
				+ ":previousSigningSecret, :previousSecretUntil, :enabled, :createdAt, :updatedAt)")
			.params(parameters(endpoint))
			.update();
	}

	/**
	 * Writes the endpoint over the version {@code readVersion} it was read at; answers false, writing nothing, when
	 * it has been written since (a concurrent writer of the row makes this statement wait for its end and then see
	 * its version), so that a change made on a stale read cannot undo another.
	 */
	boolean update(WebhookEndpoint endpoint, long readVersion) {
		forgetReceivers(endpoint.tenantId());
		return jdbc.sql("UPDATE webhook_endpoints SET url = :url, event_types = :eventTypes, "
				+ "auth_mode = :authMode, api_key = :apiKey, auth_secret = :authSecret, static_headers = :staticHeaders, "
				+ "signing_secret = :signingSecret, previous_signing_secret = :previousSigningSecret, "
				+ "previous_secret_until = :previousSecretUntil, enabled = :enabled, updated_at = :updatedAt, "
				+ "version = version + 1 WHERE id = :id AND version = :readVersion")
			.params(parameters(endpoint))
			.param("readVersion", readVersion)
			.update() == 1;
	}

	/** The endpoint with its version, read in one statement. */
	Optional<Versioned<WebhookEndpoint>> findVersioned(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + ", version FROM webhook_endpoints WHERE id = :id")
			.param("id", id)
			.query((rs, n) -> new Versioned<>(endpoint(rs, n), rs.getLong("version")))
			.optional();
	}

	/**
	 * The endpoints of these ids that exist, by id, for the attempts of a claim of deliveries: one query, through the
	 * delivery pipeline's own connections.
	 */
	public Map<UUID, WebhookEndpoint> findAllById(Collection<UUID> ids) {
		if (ids.isEmpty()) {
			return Map.of();
		}
		return pipeline.sql("SELECT " + COLUMNS + " FROM webhook_endpoints WHERE id IN (:ids)")
			.param("ids", ids)
			.query(this::endpoint)
			.list()
			.stream()
			.collect(Collectors.toMap(WebhookEndpoint::id, Function.identity()));
	}

	public Optional<WebhookEndpoint> findById(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM webhook_endpoints WHERE id = :id")
			.param("id", id)
			.query(this::endpoint)
			.optional();
	}

	List<WebhookEndpoint> findByTenant(UUID tenantId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM webhook_endpoints WHERE tenant_id = :tenantId ORDER BY id")
			.param("tenantId", tenantId)
			.query(this::endpoint)
			.list();
	}

	/** The enabled endpoints of the tenant that receive events of this type, of the tenant's level and of its clients. */
	public List<WebhookEndpoint> findReceivers(UUID tenantId, EventType eventType) {
		return enabledByTenant.get(tenantId, this::enabledOf)
			.stream()
			.filter(endpoint -> endpoint.receives(eventType))
			.toList();
	}

	private List<WebhookEndpoint> enabledOf(UUID tenantId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM webhook_endpoints WHERE tenant_id = :tenantId AND enabled = TRUE")
			.param("tenantId", tenantId)
			.query(this::endpoint)
			.list();
	}

	/**
	 * Forgets the tenant's endpoints at once and again when the writing transaction ends, so that neither this
	 * transaction's uncommitted rows nor the rows before it are routed by afterwards; the other instances when the
	 * commit's notification reaches them.
	 */
	private void forgetReceivers(UUID tenantId) {
		Forgetting.nowAndAtTransactionEnd(() -> enabledByTenant.invalidate(tenantId));
		changes.publish(RECEIVERS_CHANGED, tenantId.toString());
	}

	@Override
	public int sealClearSecrets() {
		int sealed = 0;
		for (String column : SECRET_COLUMNS) {
			List<ClearValue> clear = jdbc
				.sql("SELECT id, " + column + " AS secret FROM " + TABLE + " WHERE " + column + " NOT LIKE :sealed")
				.param("sealed", SecretSealer.SEALED_PATTERN)
				.query(ClearValue.class)
				.list();
			for (ClearValue row : clear) {
				sealed += jdbc.sql("UPDATE " + TABLE + " SET " + column + " = :sealed WHERE id = :id AND " + column
						+ " = :clear")
					.param("sealed", sealer.seal(row.secret(), contextOf(column, row.id())))
					.param("id", row.id())
					.param("clear", row.secret())
					.update();
			}
		}
		return sealed;
	}

	private record ClearValue(UUID id, String secret) {
	}

	static SecretContext contextOf(String column, UUID id) {
		return new SecretContext(TABLE, column, id.toString());
	}

	private @Nullable String seal(@Nullable String plain, String column, UUID id) {
		return plain == null ? null : sealer.seal(plain, contextOf(column, id));
	}

	private @Nullable String open(ResultSet rs, String column, UUID id) throws SQLException {
		String stored = rs.getString(column);
		return stored == null ? null
				: opened.get(new SealedAt(stored, contextOf(column, id)), at -> sealer.open(at.sealed(), at.context()));
	}

	private record SealedAt(String sealed, SecretContext context) {
	}

	private Map<String, Object> parameters(WebhookEndpoint endpoint) {
		Map<String, Object> values = new HashMap<>();
		values.put("id", endpoint.id());
		values.put("tenantId", endpoint.tenantId());
		values.put("clientId", endpoint.clientId());
		values.put("url", endpoint.url().toString());
		values.put("eventTypes", endpoint.eventTypes().stream().map(EventType::name).sorted().collect(Collectors.joining(" ")));
		values.put("authMode", endpoint.authMode().name());
		values.put("apiKey", seal(endpoint.apiKey(), "api_key", endpoint.id()));
		values.put("authSecret", seal(endpoint.authSecret(), "auth_secret", endpoint.id()));
		values.put("staticHeaders", json.writeValueAsString(endpoint.staticHeaders()));
		values.put("signingSecret", seal(endpoint.signingSecret().value(), "signing_secret", endpoint.id()));
		values.put("previousSigningSecret", endpoint.previousSigningSecret() == null ? null
				: seal(endpoint.previousSigningSecret().value(), "previous_signing_secret", endpoint.id()));
		values.put("previousSecretUntil", Timestamps.of(endpoint.previousSecretUntil()));
		values.put("enabled", endpoint.enabled());
		values.put("createdAt", Timestamps.of(endpoint.createdAt()));
		values.put("updatedAt", Timestamps.of(endpoint.updatedAt()));
		return values;
	}

	private static Set<EventType> eventTypesOf(String column) {
		return column.isBlank() ? Set.of()
				: Arrays.stream(column.split(" ")).map(EventType::valueOf).collect(Collectors.toUnmodifiableSet());
	}

	private WebhookEndpoint endpoint(ResultSet rs, int rowNum) throws SQLException {
		UUID id = rs.getObject("id", UUID.class);
		String previous = open(rs, "previous_signing_secret", id);
		EndpointConfiguration configuration = new EndpointConfiguration(rs.getObject("client_id", UUID.class),
				URI.create(rs.getString("url")), eventTypesOf(rs.getString("event_types")),
				AuthMode.valueOf(rs.getString("auth_mode")), open(rs, "api_key", id), open(rs, "auth_secret", id),
				json.readValue(rs.getString("static_headers"), HEADERS));
		EndpointSigning signing = new EndpointSigning(SigningSecret.parse(open(rs, "signing_secret", id)),
				previous == null ? null : SigningSecret.parse(previous), Timestamps.instant(rs, "previous_secret_until"));
		return new WebhookEndpoint(id, rs.getObject("tenant_id", UUID.class), configuration, signing,
				rs.getBoolean("enabled"), Timestamps.instant(rs, "created_at"), Timestamps.instant(rs, "updated_at"));
	}
}

package dev.kontor.identity.tenants;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Ids;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;

@Repository
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class Tenants implements TenantDirectory {

	/** The name of the tenant the bootstrap creates for the platform's operator. */
	public static final String OPERATOR = "operator";

	private static final String SELECT = "SELECT id, name, created_at FROM tenants";

	private static final RowMapper<Tenant> ROW = (rs, n) -> new Tenant(rs.getObject("id", UUID.class),
			rs.getString("name"), Timestamps.instant(rs, "created_at"));

	private final JdbcClient jdbc;

	private final Ids ids;

	private final Clock clock;

	/** Tenants are never renamed or deleted, so the operator tenant's id is looked up once. */
	private volatile @Nullable UUID operatorTenantId;

	@Override
	public Tenant create(String name) {
		Tenant tenant = new Tenant(ids.next(), name, Instant.now(clock));
		try {
			jdbc.sql("INSERT INTO tenants (id, name, created_at) VALUES (:id, :name, :createdAt)")
				.param("id", tenant.id())
				.param("name", tenant.name())
				.param("createdAt", Timestamps.of(tenant.createdAt()))
				.update();
		}
		catch (DuplicateKeyException ex) {
			throw new RuleViolation("name", "A tenant with this name exists already");
		}
		return tenant;
	}

	@Override
	public Tenant operator() {
		return findByName(OPERATOR).orElseThrow(() -> new IllegalStateException("Tenant " + OPERATOR + " is missing"));
	}

	@Override
	public Optional<Tenant> findById(UUID id) {
		return jdbc.sql(SELECT + " WHERE id = :id").param("id", id).query(ROW).optional();
	}

	public Optional<Tenant> findByName(String name) {
		return jdbc.sql(SELECT + " WHERE name = :name").param("name", name).query(ROW).optional();
	}

	/** Whether this is tenant {@code operator}, whose clients and users may act over every tenant. */
	public boolean isOperator(UUID tenantId) {
		UUID operator = operatorTenantId;
		if (operator == null) {
			operator = findByName(OPERATOR).map(Tenant::id).orElse(null);
			operatorTenantId = operator;
		}
		return tenantId.equals(operator);
	}

	@Override
	public List<Tenant> findPage(long offset, int limit) {
		return jdbc.sql(SELECT + " ORDER BY id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.param("offset", offset)
			.param("limit", limit)
			.query(ROW)
			.list();
	}

	@Override
	public long count() {
		return jdbc.sql("SELECT COUNT(*) FROM tenants").query(Long.class).single();
	}
}

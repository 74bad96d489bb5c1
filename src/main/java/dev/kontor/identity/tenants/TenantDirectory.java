package dev.kontor.identity.tenants;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.modulith.NamedInterface;

/** The tenants as an operator's pages list and create them; the store behind it stays in this module. */
@NamedInterface("administration")
public interface TenantDirectory {

	/** The tenant whose clients and users may act over every tenant. */
	Tenant operator();

	Optional<Tenant> findById(UUID id);

	/** Tenants in the order of their ids, from {@code offset}, at most {@code limit}. */
	List<Tenant> findPage(long offset, int limit);

	long count();

	/** @throws dev.kontor.shared.RuleViolation when a tenant of this name exists already */
	Tenant create(String name);
}

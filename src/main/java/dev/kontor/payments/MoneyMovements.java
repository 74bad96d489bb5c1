package dev.kontor.payments;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The back office's reads of a tenant's deposits (direct debits) and withdrawals, newest first, a page at a time,
 * each with the id of the AML evaluation that decided it.
 */
public interface MoneyMovements {

	/** The most rows one call answers, and the furthest row a page may start at. */
	int MAX_ROWS = 100;

	int MAX_OFFSET = 10_000;

	/** {@code limit} movements of the kind from {@code offset}, of one client record when given, newest first. */
	List<MoneyMovement> list(TenantId tenantId, MoneyMovement.Kind kind, @Nullable ClientId clientId, int offset,
			int limit);

	Optional<MoneyMovement> find(TenantId tenantId, MoneyMovement.Kind kind, UUID id);
}

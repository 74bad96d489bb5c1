package dev.kontor.aml.audit;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.paging.PageRequest;

/** A checked audit query: one tenant, a bounded time range (from inclusive, to exclusive), one page. */
record AuditQuery(UUID tenantId, @Nullable AuditedEntity entity, @Nullable UUID entityId, Instant from, Instant to,
		PageRequest page) {

	/** How many of the newest entries of one source the page needs at most. */
	long needed() {
		return page.offset() + page.recordsPerPage();
	}
}

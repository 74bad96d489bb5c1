package dev.kontor.clients;

import java.util.List;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The back office's reads of the tenant's client records: a search by id, key, email or the start of a name, a page
 * at a time, and the documents of one record without their files.
 */
public interface ClientSearch {

	/** The most rows one call answers, and the furthest row a page may start at. */
	int MAX_ROWS = 100;

	int MAX_OFFSET = 10_000;

	/**
	 * The tenant's client records that {@code query} names, or all of them (newest first) for a blank query: the
	 * record of the id; with an {@code @}, of the email (as written); else of the key, or those whose name or surname
	 * starts with the query (as typed or with its first letter capitalized), by name; {@code limit} rows from
	 * {@code offset}, each capped.
	 */
	List<ClientListing> search(TenantId tenantId, String query, int offset, int limit);

	/** The documents of the tenant's client record, newest first, without their files. */
	List<ClientDocumentListing> documents(TenantId tenantId, ClientId clientId);
}

package dev.kontor.accounts;

import java.util.List;
import java.util.Optional;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The back office's reads of accounts, within one tenant: the accounts of a client record, an internal account's
 * bookings a page at a time (newest first) and its balance after each of its latest bookings, and its monthly
 * statements as the API serves them.
 */
public interface AccountBook {

	/** The most rows one call answers, and the furthest row a page may start at. */
	int MAX_ROWS = 500;

	int MAX_OFFSET = 100_000;

	/** The client's internal and deposit accounts, oldest first. */
	List<AccountListing> accountsOfClient(TenantId tenantId, ClientId clientId);

	/** The internal account of the tenant; empty for an id that is no internal account of it. */
	Optional<AccountListing> internalAccount(TenantId tenantId, InternalAccountId id);

	/** {@code limit} of the account's bookings from {@code offset}, newest first, each capped. */
	List<BookingLine> bookings(TenantId tenantId, InternalAccountId id, int offset, int limit);

	/** The account's monthly statements, newest first. */
	List<StatementListing> statements(TenantId tenantId, InternalAccountId id);

	/** The PDF of a statement of the account, as the API answers it; a {@link dev.kontor.shared.NotFound} else. */
	byte[] statementPdf(TenantId tenantId, InternalAccountId id, int year, int fileNumber);
}

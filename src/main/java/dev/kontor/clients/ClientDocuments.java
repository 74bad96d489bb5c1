package dev.kontor.clients;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Files documents under client records for other modules (contract section 11), with the same checks as an upload
 * over the API: the client record must be the tenant's, the bytes at most the configured size and what the content
 * type says. Joins the caller's transaction.
 */
public interface ClientDocuments {

	ClientDocumentId store(TenantId tenantId, ClientId clientId, NewClientDocument document);
}

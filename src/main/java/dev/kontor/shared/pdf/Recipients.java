package dev.kontor.shared.pdf;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** The postal recipients of customer documents; the clients module, which keeps the client records, answers it. */
public interface Recipients {

	/** The client record's name and address; a {@link dev.kontor.shared.NotFound} for no record of the tenant. */
	Recipient of(TenantId tenantId, ClientId clientId);
}

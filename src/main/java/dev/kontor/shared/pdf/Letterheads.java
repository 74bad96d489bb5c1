package dev.kontor.shared.pdf;

import dev.kontor.shared.TenantId;

/**
 * The letterheads of the tenants, for the modules that write customer documents; the identity module, which keeps
 * the tenants' branding, answers it, so that no other module reads its table.
 */
public interface Letterheads {

	/** The tenant's branding, or {@link Letterhead#neutral} of its name when it has set none. */
	Letterhead of(TenantId tenantId);
}

package dev.kontor.aml.settings;

import java.util.Optional;
import java.util.UUID;

/** Reads a tenant's AML settings; empty until the tenant has saved them. */
public interface TenantAmlSettings {

	Optional<AmlSettings> find(UUID tenantId);
}

package dev.kontor.aml.settings;

import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The tenant AML general parameters of document 3: the tenant's policy and when and by whom it was saved, written
 * flat in the document's order.
 */
public record AmlSettings(UUID tenantId, @JsonUnwrapped AmlPolicy policy, @JsonUnwrapped SettingsKeeping keeping) {
}

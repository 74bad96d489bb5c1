package dev.kontor.aml.monitoring;

import java.util.UUID;

import dev.kontor.aml.audit.Actor;

/** How a screening provider's hit becomes a monitoring record. */
public interface MonitoringHits {

	/**
	 * Records a hit for a customer: creates an active, not banned record of the family with
	 * {@code informationSource} set to the provider's name, unless the customer already has an active record of
	 * that family. Answers the id of the active record, new or existing. A new record is kept in the audit trail
	 * as {@code actor}'s.
	 */
	UUID recordHit(UUID tenantId, UUID customerId, MonitoringFamily family, String informationSource,
			String reason, Actor actor);
}

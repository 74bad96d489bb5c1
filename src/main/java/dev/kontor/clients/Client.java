package dev.kontor.clients;

import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import tools.jackson.databind.annotation.JsonSerialize;

/**
 * A client record of document 3: the platform's fields around the details the integrator writes, and the church tax
 * data the platform learns; written flat in the document's order ({@link ClientJson}).
 */
@JsonSerialize(using = ClientJson.class)
public record Client(UUID id, UUID tenantId, ClientStatus status, @JsonUnwrapped ClientDetails details,
		@JsonUnwrapped ClientAudit audit, @JsonUnwrapped ClientChurchTax churchTax) {

	/** A client record without church tax data. */
	public Client(UUID id, UUID tenantId, ClientStatus status, ClientDetails details, ClientAudit audit) {
		this(id, tenantId, status, details, audit, ClientChurchTax.UNKNOWN);
	}
}

package dev.kontor.clients;

import java.util.UUID;

import org.springframework.util.Assert;

/** The id of a document of a client record (contract section 11). */
public record ClientDocumentId(UUID value) {

	public ClientDocumentId {
		Assert.notNull(value, "value must not be null");
	}
}

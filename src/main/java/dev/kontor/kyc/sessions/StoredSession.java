package dev.kontor.kyc.sessions;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.kyc.KycSession;

/** A session's row: what the API shows, and what only the platform keeps of it. */
record StoredSession(UUID id, UUID tenantId, String requestHash, String providerReference,
		@Nullable UUID reportDocumentId, KycSession view) {

	StoredSession with(KycSession changed, @Nullable UUID documentId) {
		return new StoredSession(id, tenantId, requestHash, providerReference, documentId, changed);
	}
}

package dev.kontor.clients.documents;

import java.time.Clock;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.ClientDocumentId;
import dev.kontor.clients.ClientSettings;
import dev.kontor.clients.ClientDocuments;
import dev.kontor.clients.Clients;
import dev.kontor.clients.NewClientDocument;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentFiles;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Files a document under a client record, for an upload and for other modules alike: the record must be the
 * tenant's (404), the file at most {@code kontor.clients.max-document-size} (413) and what its content type says
 * (400), its description within the columns' lengths (400). Joins the caller's transaction.
 */
@Component
@RequiredArgsConstructor
class StoredClientDocuments implements ClientDocuments {

	private static final int MAX_LABEL = 256;

	private static final int MAX_COMMENT = 1024;

	private static final int MAX_FILE_NAME = 256;

	private final Clients clients;

	private final ClientDocumentStore store;

	private final ClientSettings settings;

	private final Ids ids;

	private final Clock clock;

	@Override
	@Transactional
	public ClientDocumentId store(TenantId tenantId, ClientId clientId, NewClientDocument document) {
		DocumentFiling filing = new DocumentFiling(document.contentType(), document.documentType(),
				document.description(), document.createdUserId());
		return new ClientDocumentId(file(tenantId, clientId, filing, DocumentBody.of(document.content())).id());
	}

	@Transactional
	ClientDocument file(TenantId tenantId, ClientId clientId, DocumentFiling filing, DocumentBody body) {
		requireClient(tenantId, clientId);
		long size = body.size();
		DocumentFiles.requireAtMost(size, settings.maxDocumentSize());
		requireDescribable(filing.description());
		body.requireIs(filing.contentType());
		ClientDocument filed = new ClientDocument(ids.next(), clientId.value(), filing.contentType(),
				filing.documentType(), filing.description(), size, filing.createdUserId(), Timestamps.now(clock));
		store.insert(tenantId, filed, body);
		return filed;
	}

	void requireClient(TenantId tenantId, ClientId clientId) {
		if (!clients.unknownAmong(tenantId, Set.of(clientId)).isEmpty()) {
			throw new NotFound("No client record with this id exists");
		}
	}

	private static void requireDescribable(DocumentDescription description) {
		requireAtMost("label", description.label(), MAX_LABEL);
		requireAtMost("comment", description.comment(), MAX_COMMENT);
		requireAtMost("fileName", description.fileName(), MAX_FILE_NAME);
		if (description.validFrom() != null && description.validUntil() != null
				&& description.validUntil().isBefore(description.validFrom())) {
			throw new InvalidInput("validUntil", "must not be before validFrom");
		}
	}

	private static void requireAtMost(String property, @Nullable String value, int max) {
		if (value != null && value.length() > max) {
			throw new InvalidInput(property, "size must be between 0 and " + max);
		}
	}
}

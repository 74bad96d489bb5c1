package dev.kontor.clients.documents;

import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.ClientDocumentId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.DocumentFiles;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;

/** The documents of the client records of one tenant, as the API uploads, lists and reads them. */
@Service
@RequiredArgsConstructor
public class ClientDocumentLibrary {

	private final StoredClientDocuments documents;

	private final ClientDocumentStore store;

	/** Files an uploaded document; its {@code fileData} must have been there and not empty. */
	@Transactional
	public ClientDocument upload(TenantId tenantId, ClientId clientId, UUID actorId, DocumentUpload upload) {
		documents.requireClient(tenantId, clientId);
		if (upload.file().size() == 0) {
			throw new InvalidInput("fileData", "must not be empty");
		}
		return documents.file(tenantId, clientId, upload.filedBy(actorId), upload.file());
	}

	/** A page of the client record's documents, oldest first, without their content. */
	@Transactional(readOnly = true)
	public PagedWithIsLastPage<ClientDocument> list(TenantId tenantId, ClientId clientId, PageRequest page) {
		documents.requireClient(tenantId, clientId);
		List<ClientDocument> records = store.page(tenantId, clientId, page);
		long total = page.totalRecordCount(records, () -> store.count(tenantId, clientId));
		return PagedWithIsLastPage.of(page, total, records);
	}

	/** One document of the client record with its content. */
	@Transactional(readOnly = true)
	public ClientDocumentFile read(TenantId tenantId, ClientId clientId, ClientDocumentId documentId) {
		ClientDocumentStore.StoredFile stored = store.find(tenantId, clientId, documentId)
			.orElseThrow(() -> new NotFound("The client record has no document with this id"));
		return new ClientDocumentFile(stored.document(), DocumentFiles.encode(stored.content()));
	}
}

package dev.kontor.clients.web;

import java.io.IOException;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.clients.ClientDocumentId;
import dev.kontor.clients.documents.ClientDocument;
import dev.kontor.clients.documents.ClientDocumentFile;
import dev.kontor.clients.documents.ClientDocumentLibrary;
import dev.kontor.clients.documents.DocumentUpload;
import dev.kontor.clients.documents.DocumentUploadReader;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.NewDocument;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/** The documents of a client record of the caller's tenant (contract section 11). */
@RestController
@RequestMapping("/api/v3/clients/{clientId}/documents")
@Tag(name = "Clients")
@RequiredArgsConstructor
class ClientDocumentController {

	private final ClientDocumentLibrary documents;

	private final DocumentUploadReader uploads;

	private final WebSettings web;

	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	@Idempotent
	@ResponseStatus(HttpStatus.CREATED)
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Operation(summary = "Upload a document of the client record, one at a time",
			description = "fileData is 0x and hexadecimal digits, at most kontor.clients.max-document-size decoded "
					+ "(10 MB; 413 beyond). A PDF, PNG or JPEG must parse as what contentType says (400 otherwise). "
					+ "The answer carries the document without fileData.",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
					content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
							schema = @Schema(implementation = NewDocument.class))))
	ClientDocument upload(@PathVariable UUID clientId, HttpServletRequest request, Caller caller) throws IOException {
		caller.requireActsFor(clientId);
		try (DocumentUpload upload = uploads.read(new ServletServerHttpRequest(request))) {
			return documents.upload(new TenantId(caller.tenantId()), new ClientId(clientId), caller.actorId(), upload);
		}
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	@Operation(summary = "List the documents of the client record, oldest first, a page at a time, without fileData")
	PagedWithIsLastPage<ClientDocument> list(@PathVariable UUID clientId,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		caller.requireActsFor(clientId);
		return documents.list(new TenantId(caller.tenantId()), new ClientId(clientId),
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{documentId}")
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	@Operation(summary = "Read a document of the client record with its fileData")
	ClientDocumentFile read(@PathVariable UUID clientId, @PathVariable UUID documentId, Caller caller) {
		caller.requireActsFor(clientId);
		return documents.read(new TenantId(caller.tenantId()), new ClientId(clientId),
				new ClientDocumentId(documentId));
	}
}

package dev.kontor.clients;

import java.util.UUID;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/**
 * A document another module files under a client record (a KYC provider's report, an AML hit report): its bytes,
 * what they are, how they are described, and who files it ({@code createdUserId}, as contract section 3 derives it).
 */
public record NewClientDocument(DocumentContentType contentType, DocumentType documentType, byte[] content,
		DocumentDescription description, UUID createdUserId) {
}

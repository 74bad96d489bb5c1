package dev.kontor.clients.documents;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;

import dev.kontor.clients.ClientSettings;
import dev.kontor.shared.web.RequestBodyLimit;

/**
 * Lets an upload of the largest document through the request size limit (its hexadecimal text is twice the file, and
 * the other fields and JSON need some room besides), a few uploads at a time. The body is not held whole: see
 * {@link DocumentUploadReader}.
 */
@Configuration(proxyBeanMethods = false)
class ClientDocumentUploads {

	static final DataSize ROOM_FOR_OTHER_FIELDS = DataSize.ofKilobytes(64);

	@Bean
	RequestBodyLimit clientDocumentUploadLimit(ClientSettings settings) {
		return new RequestBodyLimit("/api/v3/clients/{clientId}/documents",
				DataSize.ofBytes(2 * settings.maxDocumentSize().toBytes() + ROOM_FOR_OTHER_FIELDS.toBytes()),
				settings.concurrentDocumentUploads());
	}
}

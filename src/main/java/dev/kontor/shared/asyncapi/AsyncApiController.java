package dev.kontor.shared.asyncapi;

import java.util.List;

import tools.jackson.databind.node.ObjectNode;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.info.BuildProperties;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.PlatformSettings;

/**
 * Serves the AsyncAPI document at {@value #PATH}, public like the OpenAPI document: the platform's description and
 * servers with every module's {@link AsyncApiPart}. Built once, on the first request, since the parts describe code.
 */
@RestController
class AsyncApiController {

	static final String PATH = "/asyncapi.json";

	private static final String DESCRIPTION = """
			What Kontor sends outside request and answer: the webhook events of its catalogue, signed and sent to the \
			endpoints an operator registers; the same events as a replayable Server-Sent Events stream; and live \
			quotes over WebSocket. The streams need a bearer access token of the platform's authorization server \
			(`/connect/token`) with the scope each names.""";

	private final ObjectNode document;

	AsyncApiController(PlatformSettings platform, ObjectProvider<BuildProperties> build, List<AsyncApiPart> parts) {
		BuildProperties properties = build.getIfAvailable();
		AsyncApiDocument assembled = new AsyncApiDocument("Kontor events and streams",
				properties == null ? "development" : properties.getVersion(), DESCRIPTION, platform.issuer());
		parts.forEach(part -> part.describe(assembled));
		this.document = assembled.json();
	}

	@GetMapping(path = PATH, produces = MediaType.APPLICATION_JSON_VALUE)
	ObjectNode document() {
		return document;
	}
}

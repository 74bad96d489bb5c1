package dev.kontor.webhooks.stream;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

import dev.kontor.shared.security.Caller;

/** The event stream (contract section 14). */
@RestController
@Tag(name = "Events")
class EventStreamController {

	private final EventStreams streams;

	EventStreamController(EventStreams streams) {
		this.streams = streams;
	}

	@GetMapping(path = "/api/v3/events/stream", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
	@PreAuthorize("hasAuthority('SCOPE_events.read')")
	@Operation(summary = "Stream the tenant's webhook events as server-sent events",
			description = "Each event as `id: <eventId>`, `event: <type>`, `data: <the webhook envelope>`, in the "
					+ "order the events were accepted; a comment line every 15 s. `Last-Event-ID` (or `after`) "
					+ "replays what came after that event; an event older than the stream keeps (7 days) answers 410. "
					+ "A user bound to a client record gets only the events that concern that record. The stream "
					+ "ends when the token expires.")
	@ApiResponse(responseCode = "200", description = "The stream, open until the token expires",
			content = @Content(mediaType = MediaType.TEXT_EVENT_STREAM_VALUE, schema = @Schema(type = "string",
					example = "id: 019a7c2e-1f00-7000-8000-000000000001\nevent: ClientUpdate\ndata: {\"eventId\":"
							+ "\"019a7c2e-1f00-7000-8000-000000000001\",\"type\":\"ClientUpdate\",\"timestamp\":"
							+ "\"2026-11-29T10:15:30.123456Z\",\"dataUrl\":\"https://kontor.example/api/v3/clients/"
							+ "019a7c2e-0000-7000-8000-000000000002\",\"additionalData\":[{\"key\":\"clientId\","
							+ "\"value\":\"019a7c2e-0000-7000-8000-000000000002\"}]}\n\n")))
	@ApiResponse(responseCode = "410", description = "The event named by Last-Event-ID or after is older than the "
			+ "stream keeps: read the current state and subscribe without it")
	ResponseEntity<ResponseBodyEmitter> stream(
			@Parameter(description = "The id of the last event received: the stream resumes after it")
			@RequestHeader(name = "Last-Event-ID", required = false) @Nullable String lastEventId,
			@Parameter(description = "As Last-Event-ID, for clients that cannot set headers")
			@RequestParam(required = false) @Nullable String after,
			@Parameter(description = "Event types, comma-separated: only these (an unknown type answers 400)")
			@RequestParam(required = false) @Nullable String types,
			Caller caller, @AuthenticationPrincipal Jwt token) {
		ResponseBodyEmitter emitter = streams.open(caller,
				new EventStreams.Request(lastEventId, after, types, token.getExpiresAt()));
		return ResponseEntity.ok()
			.contentType(MediaType.TEXT_EVENT_STREAM)
			.cacheControl(CacheControl.noStore())
			// nginx and similar proxies would otherwise buffer the stream
			.header("X-Accel-Buffering", "no")
			.body(emitter);
	}
}

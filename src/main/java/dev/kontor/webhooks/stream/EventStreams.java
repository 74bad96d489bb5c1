package dev.kontor.webhooks.stream;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

import dev.kontor.shared.Gone;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.security.Caller;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.stream.StreamEvents.Mark;

/**
 * Opens event streams: reads where a stream resumes ({@code Last-Event-ID} or {@code after}) and which types it
 * wants, refuses what cannot be served (400, 404, 410), and lets the subscriber join the reader. A stream ends when its
 * token expires, so that it never outlives the permission it was opened with; the client resumes with a new token.
 */
@Component
class EventStreams {

	private final EventHub hub;

	private final StreamEvents events;

	private final EventStreamSettings settings;

	private final Clock clock;

	EventStreams(EventHub hub, StreamEvents events, EventStreamSettings settings, Clock clock) {
		this.hub = hub;
		this.events = events;
		this.settings = settings;
		this.clock = clock;
	}

	/** A request for a stream, as it came. */
	record Request(@Nullable String lastEventId, @Nullable String after, @Nullable String types,
			@Nullable Instant tokenExpiresAt) {
	}

	ResponseBodyEmitter open(Caller caller, Request request) {
		Set<EventType> types = typesOf(request.types());
		long resumeAfter = resumeAfter(caller.tenantId(), request);
		ResponseBodyEmitter emitter = new ResponseBodyEmitter(timeoutOf(request.tokenExpiresAt()));
		hub.subscribe(new Subscriber.Interest(caller.tenantId(), caller.clientRecordId(), types), resumeAfter, emitter);
		return emitter;
	}

	private static Set<EventType> typesOf(@Nullable String types) {
		if (types == null || types.isBlank()) {
			return Set.of();
		}
		Set<EventType> found = new LinkedHashSet<>();
		for (String name : Arrays.stream(types.split(",")).map(String::strip).filter(name -> !name.isEmpty()).toList()) {
			found.add(EventType.fromWireName(name)
				.orElseThrow(() -> new InvalidInput("types", "Unknown event type '" + name + "'")));
		}
		return found;
	}

	/** The position after which the stream resumes; -1 to start now. The header wins over the parameter. */
	private long resumeAfter(UUID tenantId, Request request) {
		String name = request.lastEventId() != null ? "Last-Event-ID" : "after";
		String value = request.lastEventId() != null ? request.lastEventId() : request.after();
		if (value == null || value.isBlank()) {
			return -1;
		}
		UUID eventId;
		try {
			eventId = UUID.fromString(value.strip());
		}
		catch (IllegalArgumentException notAnId) {
			throw new InvalidInput(name, "Must be the id of an event of the stream");
		}
		// another tenant's event as one that never was (contract section 3)
		Mark mark = events.mark(tenantId, eventId)
			.orElseThrow(() -> new NotFound("The event " + eventId + " named by " + name + " does not exist"));
		if (mark.position() == null) {
			// accepted a moment ago and not numbered yet
			hub.catchUp(mark.acceptedAt());
			mark = events.mark(tenantId, eventId).orElseThrow();
		}
		Instant keptSince = Instant.now(clock).minus(settings.streamRetention());
		if (mark.position() == null || mark.position() == 0 || mark.acceptedAt().isBefore(keptSince)) {
			throw new Gone("The event " + eventId + " is older than the stream keeps (" + settings.streamRetention()
					+ "); read the records themselves and open the stream without it");
		}
		return mark.position();
	}

	/** Until the token expires; a token without an expiry gets no limit (0). */
	private long timeoutOf(@Nullable Instant tokenExpiresAt) {
		if (tokenExpiresAt == null) {
			return 0;
		}
		return Math.max(1, Duration.between(Instant.now(clock), tokenExpiresAt).toMillis());
	}
}

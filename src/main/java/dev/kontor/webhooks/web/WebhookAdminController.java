package dev.kontor.webhooks.web;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.AuthMode;
import dev.kontor.webhooks.endpoints.EndpointManagement;
import dev.kontor.webhooks.endpoints.EndpointRegistration;
import dev.kontor.webhooks.endpoints.EndpointUrl;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.intake.EventIntake;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Deliveries;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.DeliveryStatus;

/** The operator's side of webhooks: endpoints, events from back-office systems, and the delivery log. */
@RestController
@RequestMapping("/admin/v1")
@Tag(name = "Operator: webhooks")
@RequiredArgsConstructor
class WebhookAdminController {

	private static final int MAX_DELIVERIES = 1000;

	static final int MAX_EVENTS_PER_BATCH = 1000;

	private static final String PUBLISH_HELD_BACK = "While webhook delivery to an endpoint of the tenant that "
			+ "acknowledges its deliveries is behind by more than kontor.webhooks.publish-lag-bound (5 s), publishing "
			+ "answers 429 with Retry-After and accepts nothing, until delivery has caught up.";

	private final EndpointManagement endpoints;

	private final EventIntake intake;

	private final Deliveries deliveries;

	private final Clock clock;

	record EndpointRequest(@NotNull UUID tenantId, @Nullable UUID clientId, @NotBlank @Size(max = 2048) String url,
			@Nullable @Size(max = 40) Set<@NotBlank String> eventTypes, @Nullable AuthMode authMode,
			@Nullable @Size(max = 512) String apiKey, @Nullable @Size(max = 512) String authSecret,
			@Nullable @Size(max = 20) Map<String, @NotNull String> staticHeaders) {

		EndpointRegistration registration() {
			return new EndpointRegistration(tenantId, clientId, EndpointUrl.parse(url),
					eventTypes == null ? Set.of() : known(eventTypes), authMode == null ? AuthMode.NoAuth : authMode,
					apiKey, authSecret,
					staticHeaders == null ? Map.of() : staticHeaders);
		}
	}

	private static Set<EventType> known(Set<String> eventTypes) {
		return eventTypes.stream()
			.map(type -> EventType.fromWireName(type)
				.orElseThrow(() -> new InvalidInput("eventTypes", "Unknown event type '" + type + "'")))
			.collect(Collectors.toUnmodifiableSet());
	}

	/** An endpoint, flat; {@code signingSecret} is filled only in the answers that create or rotate it. */
	record EndpointView(UUID id, UUID tenantId, @JsonUnwrapped TargetView target, boolean enabled,
			Instant createdDate, Instant updatedDate, @Nullable String signingSecret) {

		static EndpointView of(WebhookEndpoint endpoint, boolean withSecret) {
			return new EndpointView(endpoint.id(), endpoint.tenantId(), TargetView.of(endpoint), endpoint.enabled(),
					endpoint.createdAt(), endpoint.updatedAt(), withSecret ? endpoint.signingSecret().value() : null);
		}
	}

	/** Where an endpoint's events go and which, with the names of its static headers but not their values. */
	record TargetView(@Nullable UUID clientId, String url, Set<EventType> eventTypes, AuthMode authMode,
			Set<String> staticHeaderNames) {

		static TargetView of(WebhookEndpoint endpoint) {
			return new TargetView(endpoint.clientId(), endpoint.url().toString(), endpoint.eventTypes(),
					endpoint.authMode(), endpoint.staticHeaders().keySet());
		}
	}

	record SetEnabled(@NotNull Boolean enabled) {
	}

	record PublishEvent(@NotNull UUID tenantId, @NotBlank @Size(max = 64) String type,
			@Nullable @Size(max = 20) Map<String, String> parameters) {

		EventIntake.Submission submission() {
			return new EventIntake.Submission(tenantId, type, parameters == null ? Map.of() : parameters);
		}
	}

	record EventAccepted(UUID eventId) {
	}

	record PublishEvents(@NotNull @Size(min = 1, max = MAX_EVENTS_PER_BATCH) List<@NotNull @Valid PublishEvent> events) {
	}

	record EventsAccepted(List<UUID> eventIds) {
	}

	record DeliveryView(UUID id, UUID eventId, UUID endpointId, EventType type, DeliveryStatus status,
			List<Attempt> attempts, @Nullable Instant nextAttemptAt) {

		static DeliveryView of(Delivery delivery, List<Attempt> attempts) {
			return new DeliveryView(delivery.id(), delivery.eventId(), delivery.endpointId(), delivery.eventType(),
					delivery.progress().status(), attempts, delivery.progress().nextAttemptAt());
		}
	}

	@PostMapping("/webhook-endpoints")
	@ResponseStatus(HttpStatus.CREATED)
	@Operation(summary = "Register a webhook endpoint; the answer holds its signing secret, shown only here")
	EndpointView register(@Valid @RequestBody EndpointRequest request) {
		return EndpointView.of(endpoints.register(request.registration()), true);
	}

	@GetMapping("/webhook-endpoints")
	@Operation(summary = "List the webhook endpoints of a tenant")
	List<EndpointView> list(@RequestParam UUID tenantId) {
		return endpoints.list(tenantId).stream().map(endpoint -> EndpointView.of(endpoint, false)).toList();
	}

	@GetMapping("/webhook-endpoints/{id}")
	@Operation(summary = "Get a webhook endpoint")
	EndpointView get(@PathVariable UUID id) {
		return EndpointView.of(endpoints.get(id), false);
	}

	@PutMapping("/webhook-endpoints/{id}")
	@Operation(summary = "Change a webhook endpoint")
	EndpointView update(@PathVariable UUID id, @Valid @RequestBody EndpointRequest request) {
		return EndpointView.of(endpoints.update(id, request.registration()), false);
	}

	@PutMapping("/webhook-endpoints/{id}/enabled")
	@Operation(summary = "Enable or disable a webhook endpoint")
	EndpointView setEnabled(@PathVariable UUID id, @Valid @RequestBody SetEnabled request) {
		return EndpointView.of(endpoints.setEnabled(id, request.enabled()), false);
	}

	@PostMapping("/webhook-endpoints/{id}/signing-secret")
	@Operation(summary = "Rotate the signing secret; the previous one keeps signing beside it for 24 hours")
	EndpointView rotateSigningSecret(@PathVariable UUID id) {
		return EndpointView.of(endpoints.rotateSigningSecret(id), true);
	}

	@PostMapping("/events")
	@Idempotent
	@ResponseStatus(HttpStatus.ACCEPTED)
	@Operation(summary = "Publish an event of the catalogue on behalf of a back-office system",
			description = PUBLISH_HELD_BACK)
	@ApiResponse(responseCode = "202", description = "The event accepted for delivery")
	@ApiResponse(responseCode = "429", description = "Delivery to an endpoint of the tenant lags; nothing was accepted")
	EventAccepted publish(@Valid @RequestBody PublishEvent request) {
		return new EventAccepted(intake.accept(request.submission()).id());
	}

	@PostMapping("/event-batches")
	@Idempotent
	@ResponseStatus(HttpStatus.ACCEPTED)
	@Operation(summary = "Publish up to " + MAX_EVENTS_PER_BATCH + " events at once: all are accepted, or none",
			description = "The eventIds answer in the order of the events sent. " + PUBLISH_HELD_BACK)
	@ApiResponse(responseCode = "202", description = "The events accepted for delivery")
	@ApiResponse(responseCode = "429", description = "Delivery to an endpoint of a tenant lags; nothing was accepted")
	EventsAccepted publishAll(@Valid @RequestBody PublishEvents request) {
		List<AcceptedEvent> accepted = intake
			.acceptAll(request.events().stream().map(PublishEvent::submission).toList());
		return new EventsAccepted(accepted.stream().map(AcceptedEvent::id).toList());
	}

	@GetMapping("/webhook-deliveries")
	@Operation(summary = "List deliveries with their attempts, newest first")
	List<DeliveryView> deliveries(@RequestParam(required = false) @Nullable UUID eventId,
			@RequestParam(required = false) @Nullable UUID endpointId,
			@RequestParam(required = false) @Nullable EventType type,
			@RequestParam(required = false) @Nullable DeliveryStatus status) {
		List<Delivery> found = deliveries.find(eventId, endpointId, type, status, MAX_DELIVERIES);
		Map<UUID, List<Attempt>> attempts = deliveries.attemptsOf(found.stream().map(Delivery::id).toList());
		return found.stream()
			.map(delivery -> DeliveryView.of(delivery, attempts.getOrDefault(delivery.id(), List.of())))
			.toList();
	}

	@PostMapping("/webhook-deliveries/{id}/resend")
	@ResponseStatus(HttpStatus.ACCEPTED)
	@Operation(summary = "Send a delivery again, with the same eventId")
	DeliveryView resend(@PathVariable UUID id) {
		deliveries.resend(id, Instant.now(clock));
		Delivery delivery = deliveries.findById(id).orElseThrow(() -> new NotFound("No delivery with this id exists"));
		return DeliveryView.of(delivery, deliveries.attemptsOf(List.of(id)).getOrDefault(id, List.of()));
	}
}

package dev.kontor.webhooks.endpoints;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.webhooks.WebhookSettings;

/**
 * Registers endpoints, changes them, enables and disables them, and rotates their signing secrets. Enabling and
 * disabling publish {@link EndpointSwitched} in the same transaction; what waits for the endpoint follows from it.
 */
@Service
public class EndpointManagement {

	private final WebhookEndpoints endpoints;

	private final TargetGuard targetGuard;

	private final ApplicationEventPublisher events;

	private final WebhookSettings settings;

	private final Ids ids;

	private final Clock clock;

	EndpointManagement(WebhookEndpoints endpoints, TargetGuard targetGuard, ApplicationEventPublisher events,
			WebhookSettings settings, Ids ids, Clock clock) {
		this.endpoints = endpoints;
		this.targetGuard = targetGuard;
		this.events = events;
		this.settings = settings;
		this.ids = ids;
		this.clock = clock;
	}

	@Transactional
	public WebhookEndpoint register(EndpointRegistration registration) {
		validate(registration);
		Instant now = Instant.now(clock);
		WebhookEndpoint endpoint = new WebhookEndpoint(ids.next(), registration.tenantId(), registration.clientId(),
				registration.url(), registration.eventTypes(), registration.authMode(), registration.apiKey(),
				registration.authSecret(), registration.staticHeaders(), SigningSecret.generate(), null, null, true,
				now, now);
		endpoints.save(endpoint);
		return endpoint;
	}

	@Transactional
	public WebhookEndpoint update(UUID id, EndpointRegistration change) {
		WebhookEndpoint current = get(id);
		if (!current.tenantId().equals(change.tenantId())) {
			throw new RuleViolation("tenantId", "An endpoint cannot move to another tenant");
		}
		validate(change);
		WebhookEndpoint updated = current.withConfiguration(change, Instant.now(clock));
		endpoints.save(updated);
		return updated;
	}

	@Transactional
	public WebhookEndpoint setEnabled(UUID id, boolean enabled) {
		return switchTo(get(id), enabled);
	}

	/** Disables the endpoint unless it is disabled already; answers whether it was disabled now. */
	@Transactional
	public boolean disable(UUID id) {
		return endpoints.findById(id).filter(WebhookEndpoint::enabled).map(endpoint -> switchTo(endpoint, false)).isPresent();
	}

	/** A new signing secret; the previous one keeps signing beside it for {@code secret-rotation-overlap}. */
	@Transactional
	public WebhookEndpoint rotateSigningSecret(UUID id) {
		Instant now = Instant.now(clock);
		WebhookEndpoint rotated = get(id).withSigningSecret(SigningSecret.generate(),
				now.plus(settings.secretRotationOverlap()), now);
		endpoints.save(rotated);
		return rotated;
	}

	public WebhookEndpoint get(UUID id) {
		return endpoints.findById(id).orElseThrow(() -> new NotFound("No webhook endpoint with this id exists"));
	}

	public List<WebhookEndpoint> list(UUID tenantId) {
		return endpoints.findByTenant(tenantId);
	}

	private WebhookEndpoint switchTo(WebhookEndpoint endpoint, boolean enabled) {
		Instant now = Instant.now(clock);
		WebhookEndpoint changed = endpoint.withEnabled(enabled, now);
		endpoints.save(changed);
		events.publishEvent(new EndpointSwitched(endpoint.id(), enabled, now));
		return changed;
	}

	private void validate(EndpointRegistration registration) {
		try {
			targetGuard.check(registration.url());
		}
		catch (TargetRefused ex) {
			throw new InvalidInput("url", ex.getMessage());
		}
		switch (registration.authMode()) {
			case MTLS -> throw new RuleViolation("authMode", "Mutual TLS is not supported yet");
			case ApiKey -> {
				requireText(registration.apiKey(), "apiKey", "ApiKey");
				if (!StaticHeaders.isSendableValue(registration.apiKey())) {
					throw new InvalidInput("apiKey", "must be visible ASCII or Latin-1 characters and spaces");
				}
			}
			case DataCryptogram -> requireText(registration.authSecret(), "authSecret", "DataCryptogram");
			case NoAuth -> {
			}
		}
		var problems = StaticHeaders.problemsOf(registration.staticHeaders());
		if (!problems.isEmpty()) {
			throw new InvalidInput("Some static headers cannot be sent", problems);
		}
	}

	private static void requireText(@Nullable String value, String property, String mode) {
		if (value == null || value.isBlank()) {
			throw new InvalidInput(property, property + " is required for auth mode " + mode);
		}
	}
}

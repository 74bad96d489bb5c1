package dev.kontor.webhooks.endpoints;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.delivery.Deliveries;
import dev.kontor.webhooks.delivery.SigningSecret;
import dev.kontor.webhooks.delivery.TargetGuard;
import dev.kontor.webhooks.delivery.TargetRefused;

/** Registers endpoints, changes them, enables and disables them, and rotates their signing secrets. */
@Service
public class EndpointManagement {

	private static final Pattern HEADER_NAME = Pattern.compile("[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}");

	/** Headers the platform sets itself; configuration cannot replace them. */
	private static final Set<String> RESERVED_HEADERS = Set.of("host", "content-type", "content-length",
			"connection", "transfer-encoding", "x-svc-trader-backend-content-signature-hmac", "webhook-id",
			"webhook-timestamp", "webhook-signature", "x-api-key", "x-data-cryptogram");

	private final WebhookEndpoints endpoints;

	private final Deliveries deliveries;

	private final TargetGuard targetGuard;

	private final WebhookSettings settings;

	private final Ids ids;

	private final Clock clock;

	EndpointManagement(WebhookEndpoints endpoints, Deliveries deliveries, TargetGuard targetGuard,
			WebhookSettings settings, Ids ids, Clock clock) {
		this.endpoints = endpoints;
		this.deliveries = deliveries;
		this.targetGuard = targetGuard;
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
		Instant now = Instant.now(clock);
		WebhookEndpoint changed = get(id).withEnabled(enabled, now);
		endpoints.save(changed);
		if (enabled) {
			deliveries.resume(id, now);
		}
		else {
			deliveries.pause(id, now);
		}
		return changed;
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

	private void validate(EndpointRegistration registration) {
		try {
			targetGuard.check(registration.url());
		}
		catch (TargetRefused ex) {
			throw new InvalidInput("url", ex.getMessage());
		}
		registration.eventTypes().forEach(type -> {
			if (EventType.fromWireName(type).isEmpty()) {
				throw new InvalidInput("eventTypes", "Unknown event type '" + type + "'");
			}
		});
		switch (registration.authMode()) {
			case MTLS -> throw new RuleViolation("authMode", "Mutual TLS is not supported yet");
			case ApiKey -> requireText(registration.apiKey(), "apiKey", "ApiKey");
			case DataCryptogram -> requireText(registration.authSecret(), "authSecret", "DataCryptogram");
			case NoAuth -> {
			}
		}
		registration.staticHeaders().forEach((name, value) -> {
			if (!HEADER_NAME.matcher(name).matches() || RESERVED_HEADERS.contains(name.toLowerCase(Locale.ROOT))) {
				throw new InvalidInput("staticHeaders", "Header '" + name + "' cannot be configured");
			}
			if (value.length() > 1000 || value.chars().anyMatch(c -> c == '\r' || c == '\n')) {
				throw new InvalidInput("staticHeaders", "Value of header '" + name + "' is invalid");
			}
		});
	}

	private static void requireText(@Nullable String value, String property, String mode) {
		if (value == null || value.isBlank()) {
			throw new InvalidInput(property, property + " is required for auth mode " + mode);
		}
	}
}

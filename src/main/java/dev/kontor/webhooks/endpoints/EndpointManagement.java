package dev.kontor.webhooks.endpoints;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.Versioned;
import dev.kontor.webhooks.WebhookSettings;

/**
 * Registers endpoints, changes them, enables and disables them, and rotates their signing secrets. Enabling and
 * disabling publish {@link EndpointSwitched} in the same transaction; what waits for the endpoint follows from it.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class EndpointManagement {

	private final WebhookEndpoints endpoints;

	private final TargetGuard targetGuard;

	private final ApplicationEventPublisher events;

	private final WebhookSettings settings;

	private final Ids ids;

	private final Clock clock;

	@Transactional
	public WebhookEndpoint register(EndpointRegistration registration) {
		validate(registration);
		Instant now = Instant.now(clock);
		WebhookEndpoint endpoint = WebhookEndpoint.registered(ids.next(), registration, now);
		endpoints.insert(endpoint);
		return endpoint;
	}

	@Transactional
	public WebhookEndpoint update(UUID id, EndpointRegistration change) {
		Versioned<WebhookEndpoint> read = read(id);
		if (!read.value().tenantId().equals(change.tenantId())) {
			throw new RuleViolation("tenantId", "An endpoint cannot move to another tenant");
		}
		validate(change);
		return write(read, read.value().withConfiguration(change, Instant.now(clock)));
	}

	@Transactional
	public WebhookEndpoint setEnabled(UUID id, boolean enabled) {
		return switchTo(read(id), enabled);
	}

	/**
	 * Disables the endpoint unless it is disabled already; answers whether it was disabled now. Losing a race with
	 * another change of the endpoint answers false: the caller (the check of failing endpoints) looks again on its
	 * next round.
	 */
	@Transactional
	public boolean disable(UUID id) {
		Versioned<WebhookEndpoint> read = endpoints.findVersioned(id).orElse(null);
		if (read == null || !read.value().enabled()) {
			return false;
		}
		Instant now = Instant.now(clock);
		if (!endpoints.update(read.value().withEnabled(false, now), read.version())) {
			return false;
		}
		events.publishEvent(new EndpointSwitched(id, false, now));
		return true;
	}

	/** A new signing secret; the previous one keeps signing beside it for {@code secret-rotation-overlap}. */
	@Transactional
	public WebhookEndpoint rotateSigningSecret(UUID id) {
		Instant now = Instant.now(clock);
		Versioned<WebhookEndpoint> read = read(id);
		return write(read,
				read.value().withSigningSecret(SigningSecret.generate(), now.plus(settings.secretRotationOverlap()), now));
	}

	public WebhookEndpoint get(UUID id) {
		return read(id).value();
	}

	public List<WebhookEndpoint> list(UUID tenantId) {
		return endpoints.findByTenant(tenantId);
	}

	private Versioned<WebhookEndpoint> read(UUID id) {
		return endpoints.findVersioned(id).orElseThrow(() -> new NotFound("No webhook endpoint with this id exists"));
	}

	private WebhookEndpoint switchTo(Versioned<WebhookEndpoint> read, boolean enabled) {
		Instant now = Instant.now(clock);
		WebhookEndpoint changed = write(read, read.value().withEnabled(enabled, now));
		events.publishEvent(new EndpointSwitched(read.value().id(), enabled, now));
		return changed;
	}

	/**
	 * Writes the change over the version read: when another request changed the endpoint meanwhile (a rotation, a
	 * switch, an update), that change stands and this one answers 409 rather than undo it.
	 */
	private WebhookEndpoint write(Versioned<WebhookEndpoint> read, WebhookEndpoint changed) {
		if (!endpoints.update(changed, read.version())) {
			throw new Conflict("The webhook endpoint was changed by another request while this one was processed; "
					+ "read it again and repeat the change if it still applies");
		}
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

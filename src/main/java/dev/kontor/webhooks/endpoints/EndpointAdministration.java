package dev.kontor.webhooks.endpoints;

import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.modulith.NamedInterface;
import org.springframework.stereotype.Service;

/**
 * Endpoints as the operator's console works with them: the same changes as {@link EndpointManagement} makes for the
 * operator API, answered with {@link EndpointSummary summaries} that carry no secret, and the new signing secret only
 * where one was just made. The stored endpoint, with its API key, auth secret and signing secrets, stays in this
 * module.
 */
@Service
@NamedInterface("administration")
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class EndpointAdministration {

	private final EndpointManagement management;

	public List<EndpointSummary> list(UUID tenantId) {
		return management.list(tenantId).stream().map(EndpointSummary::of).toList();
	}

	public EndpointWithSecret register(EndpointRegistration registration) {
		return EndpointWithSecret.of(management.register(registration));
	}

	/** A new signing secret; the previous one keeps signing beside it for {@code secret-rotation-overlap}. */
	public EndpointWithSecret rotateSigningSecret(UUID id) {
		return EndpointWithSecret.of(management.rotateSigningSecret(id));
	}

	public EndpointSummary setEnabled(UUID id, boolean enabled) {
		return EndpointSummary.of(management.setEnabled(id, enabled));
	}
}

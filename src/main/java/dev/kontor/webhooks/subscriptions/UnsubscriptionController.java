package dev.kontor.webhooks.subscriptions;

import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.ClientRecordAccessDenied;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Unsubscription per event type on tenant level and on client level: an unsubscribed type is not sent at all.
 * The tenant is the caller's. A user bound to a client record changes only that record's unsubscriptions.
 */
@RestController
@PreAuthorize("hasAuthority('SCOPE_webhooks.manage')")
@Tag(name = "Webhook unsubscriptions")
@RequiredArgsConstructor
class UnsubscriptionController {

	private final Unsubscriptions unsubscriptions;

	private final Clients clients;

	@GetMapping("/api/v3/webhooks/unsubscriptions")
	@Operation(summary = "List the event types unsubscribed for the whole tenant")
	List<Unsubscription> listForTenant(Caller caller) {
		return unsubscriptions.list(caller.tenantId(), null);
	}

	@GetMapping("/api/v3/webhooks/unsubscriptions/{eventType}")
	@Operation(summary = "Get the tenant's unsubscription of an event type (404 when subscribed)")
	Unsubscription getForTenant(@PathVariable String eventType, Caller caller) {
		return get(caller, null, eventType);
	}

	@PutMapping("/api/v3/webhooks/unsubscriptions/{eventType}")
	@Operation(summary = "Stop sending an event type for the whole tenant")
	Unsubscription unsubscribeTenant(@PathVariable String eventType, Caller caller) {
		requireTenantWide(caller);
		return unsubscriptions.unsubscribe(caller.tenantId(), null, known(eventType));
	}

	@DeleteMapping("/api/v3/webhooks/unsubscriptions/{eventType}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	@Operation(summary = "Send an event type again for the whole tenant")
	void resubscribeTenant(@PathVariable String eventType, Caller caller) {
		requireTenantWide(caller);
		resubscribe(caller, null, eventType);
	}

	@GetMapping("/api/v3/clients/{clientId}/webhooks/unsubscriptions")
	@Operation(summary = "List the event types unsubscribed for one client")
	List<Unsubscription> listForClient(@PathVariable UUID clientId, Caller caller) {
		return unsubscriptions.list(caller.tenantId(), known(caller, clientId));
	}

	@GetMapping("/api/v3/clients/{clientId}/webhooks/unsubscriptions/{eventType}")
	@Operation(summary = "Get a client's unsubscription of an event type (404 when subscribed)")
	Unsubscription getForClient(@PathVariable UUID clientId, @PathVariable String eventType, Caller caller) {
		return get(caller, known(caller, clientId), eventType);
	}

	@PutMapping("/api/v3/clients/{clientId}/webhooks/unsubscriptions/{eventType}")
	@Operation(summary = "Stop sending an event type for one client")
	Unsubscription unsubscribeClient(@PathVariable UUID clientId, @PathVariable String eventType, Caller caller) {
		return unsubscriptions.unsubscribe(caller.tenantId(), known(caller, clientId), known(eventType));
	}

	@DeleteMapping("/api/v3/clients/{clientId}/webhooks/unsubscriptions/{eventType}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	@Operation(summary = "Send an event type again for one client")
	void resubscribeClient(@PathVariable UUID clientId, @PathVariable String eventType, Caller caller) {
		resubscribe(caller, known(caller, clientId), eventType);
	}

	private Unsubscription get(Caller caller, @Nullable UUID clientId, String eventType) {
		return unsubscriptions.find(caller.tenantId(), clientId, known(eventType))
			.orElseThrow(() -> new NotFound("The event type is not unsubscribed"));
	}

	private void resubscribe(Caller caller, @Nullable UUID clientId, String eventType) {
		if (!unsubscriptions.resubscribe(caller.tenantId(), clientId, known(eventType))) {
			throw new NotFound("The event type is not unsubscribed");
		}
	}

	/**
	 * The tenant's own unsubscriptions apply to every client record's events, so a user bound to one record may read
	 * them (they say whether its own events are sent) but not change them (403).
	 */
	private static void requireTenantWide(Caller caller) {
		if (caller.isBoundToClientRecord()) {
			throw new ClientRecordAccessDenied();
		}
	}

	/**
	 * A client record of the caller's tenant; another tenant's answers 404 as if it did not exist, and another client
	 * record than the one a bound user's token acts for 403.
	 */
	private UUID known(Caller caller, UUID clientId) {
		caller.requireActsFor(clientId);
		if (clients.find(new TenantId(caller.tenantId()), new ClientId(clientId)).isEmpty()) {
			throw new NotFound("No client record with this id exists");
		}
		return clientId;
	}

	private static EventType known(String eventType) {
		return EventType.fromWireName(eventType)
			.orElseThrow(() -> new InvalidInput("eventType", "Unknown event type '" + eventType + "'"));
	}
}

package dev.kontor.corporateactions.processing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionBooked;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Claims the pending entitlements of whole client records for a batch, and tells the client records of a batch that
 * their bookings are done; both in the caller's transaction.
 */
@Component
@RequiredArgsConstructor
class BatchClaims {

	private final Entitlements entitlements;

	private final ApplicationEventPublisher events;

	/** The client records claimed, each with all of its pending entitlements, and the last of them by id. */
	record Claim(List<ClientEntitlements> clients, @Nullable UUID lastClient) {

		boolean isEmpty() {
			return clients.isEmpty();
		}
	}

	/** What one transaction booked: how many entitlements, up to which client record (by id). */
	record Batch(int entitlements, @Nullable UUID lastClient) {

		static final Batch NONE = new Batch(0, null);
	}

	/**
	 * The pending entitlements of up to {@code clients} client records after {@code after} (by id), locked, by client
	 * record. None while the last is known (then {@code lastClient} is still the last found) when another transaction
	 * booked them meanwhile.
	 */
	Claim claim(CorporateAction action, int clients, @Nullable UUID after) {
		Map<ClientKey, List<Entitlement>> byClient = new LinkedHashMap<>();
		Entitlements.ClaimedBatch claimed = entitlements.claimWholeClients(action.corporateActionId(), clients, after);
		claimed.entitlements()
			.forEach(one -> byClient
				.computeIfAbsent(new ClientKey(one.tenantId(),
						new ClientId(one.entitlement().holding().clientId())), key -> new ArrayList<>())
				.add(one.entitlement()));
		return new Claim(byClient.entrySet()
			.stream()
			.map(entry -> new ClientEntitlements(entry.getKey().tenantId(), entry.getKey().clientId(), entry.getValue()))
			.toList(), claimed.lastClientId());
	}

	/** Tells the client records of the batch that their bookings are done, once per tenant. */
	Batch done(CorporateAction action, Claim batch) {
		batch.clients()
			.stream()
			.collect(Collectors.groupingBy(ClientEntitlements::tenantId, LinkedHashMap::new,
					Collectors.mapping(ClientEntitlements::clientId, Collectors.toList())))
			.forEach((tenantId, clientIds) -> events
				.publishEvent(new CorporateActionBooked(action.corporateActionId(), tenantId, clientIds)));
		return new Batch(batch.clients().stream().mapToInt(client -> client.entitlements().size()).sum(),
				batch.lastClient());
	}

	/** A client record of a tenant. */
	private record ClientKey(TenantId tenantId, ClientId clientId) {
	}
}

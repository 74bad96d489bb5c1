package dev.kontor.corporateactions.processing;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.Holdings;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.clients.Clients;
import dev.kontor.clients.TradingParty;
import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.Election;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.elections.Elections;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Books the pending entitlements of client records in the ledger, in the caller's transaction, and records how:
 * each entitlement's quantity is split into portions by its client record's election ({@link Portions}), planned
 * ({@link EntitlementPlanner}) and booked, or marked Failed with the reason and nothing booked. Cash is paid to the
 * client record's default internal account of the currency, else its only Active one there. The reads a batch needs
 * (elections, payout accounts) are made once for it, and its bookings in one ledger call for securities and one for
 * cash per tenant. Should the ledger refuse a booking all the same, the exception ends the caller's transaction, and
 * nothing of it stays.
 */
@Component
@RequiredArgsConstructor
class EntitlementBooking {

	private final Holdings holdings;

	private final Accounts accounts;

	private final Clients clients;

	private final Entitlements entitlements;

	private final Elections elections;

	/**
	 * Books the entitlements of these client records (each all of its pending ones) and records their outcome: the
	 * movements of securities and then the cash of the whole batch in one ledger call each per tenant.
	 */
	void book(CorporateAction action, List<ClientEntitlements> batch, Instant now) {
		Announcement announcement = action.announcement();
		EntitlementPlanner planner = new EntitlementPlanner(announcement, reference(action));
		Map<ClientId, Election> elected = elections(action, batch);
		Map<ClientId, InternalAccountId> payoutAccounts = payoutAccounts(announcement, batch);
		Map<TenantId, List<SecurityBooking>> securities = new LinkedHashMap<>();
		Map<TenantId, List<CashBooking>> cash = new LinkedHashMap<>();
		List<Entitlements.Outcome> outcomes = new ArrayList<>();
		for (ClientEntitlements client : batch) {
			Map<UUID, List<Portion>> portions = Portions.of(announcement, client.entitlements(),
					elected.get(client.clientId()));
			Supplier<Optional<InternalAccountId>> payoutAccount = () -> Optional
				.ofNullable(payoutAccounts.get(client.clientId()));
			for (Entitlement entitlement : client.entitlements()) {
				Supplier<PositionSnapshot> position = () -> accounts.position(client.tenantId(),
						new DepositAccountId(entitlement.holding().depositAccountId()), announcement.isinCode(),
						entitlement.holding().provider());
				BookingPlan plan = planner.plan(entitlement, portions.get(entitlement.entitlementId()), position,
						payoutAccount);
				outcomes.add(plan.isRefused() ? Entitlements.Outcome.failed(entitlement.entitlementId(), plan.failure())
						: Entitlements.Outcome.booked(entitlement.entitlementId(), plan.payout(), plan.delivery()));
				securities.computeIfAbsent(client.tenantId(), tenant -> new ArrayList<>()).addAll(plan.securities());
				cash.computeIfAbsent(client.tenantId(), tenant -> new ArrayList<>()).addAll(plan.cash());
			}
		}
		// each entitlement moves positions of its own deposit account and provider: planned before any is booked
		securities.forEach((tenantId, bookings) -> {
			if (!bookings.isEmpty()) {
				accounts.bookSecurities(tenantId, bookings);
			}
		});
		cash.forEach((tenantId, bookings) -> {
			if (!bookings.isEmpty()) {
				accounts.bookCash(tenantId, bookings);
			}
		});
		entitlements.record(outcomes, now);
	}

	/**
	 * The internal account each client record of the batch is paid to in the event's currency (its default one there,
	 * else its only Active one), read for the whole batch at once; none for an event without a currency.
	 */
	private Map<ClientId, InternalAccountId> payoutAccounts(Announcement announcement, List<ClientEntitlements> batch) {
		String currency = announcement.cash().currencyCode();
		Map<ClientId, InternalAccountId> found = new HashMap<>();
		if (currency == null) {
			return found;
		}
		byTenant(batch).forEach((tenantId, clientIds) -> {
			Map<ClientId, TradingParty> parties = clients.tradingParties(tenantId, clientIds);
			Map<ClientId, @Nullable InternalAccountId> preferred = new HashMap<>();
			clientIds.forEach(clientId -> preferred.put(clientId, Optional.ofNullable(parties.get(clientId))
				.map(TradingParty::defaultInternalAccountId)
				.map(InternalAccountId::new)
				.orElse(null)));
			found.putAll(holdings.payoutAccounts(tenantId, preferred, currency));
		});
		return found;
	}

	/** The elections of the batch's client records, for an event with choice; none for a mandatory event. */
	private Map<ClientId, Election> elections(CorporateAction action, List<ClientEntitlements> batch) {
		Map<ClientId, Election> elected = new HashMap<>();
		if (!action.announcement().mandatoryVoluntary().withChoice()) {
			return elected;
		}
		byTenant(batch).forEach((tenantId, clientIds) -> elections
			.ofClients(action.corporateActionId(), tenantId, clientIds.stream().map(ClientId::value).toList())
			.forEach((clientId, election) -> elected.put(new ClientId(clientId), election)));
		return elected;
	}

	/** The batch's client records by tenant. */
	private static Map<TenantId, List<ClientId>> byTenant(List<ClientEntitlements> batch) {
		return batch.stream()
			.collect(Collectors.groupingBy(ClientEntitlements::tenantId,
					Collectors.mapping(ClientEntitlements::clientId, Collectors.toList())));
	}

	private static String reference(CorporateAction action) {
		return "Corporate action " + action.corporateActionId() + ": " + action.announcement().eventType() + " "
				+ action.announcement().isinCode();
	}
}

package dev.kontor.corporateactions.processing;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

import org.springframework.stereotype.Component;
import org.springframework.util.function.SingletonSupplier;

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
 * Books the entitlements of one client record in the ledger, in the caller's transaction, and records how: each
 * entitlement's quantity is split into portions by the client record's election ({@link Portions}), planned
 * ({@link EntitlementPlanner}) and booked, or marked Failed with the reason and nothing booked. Cash is paid to the
 * client record's default internal account of the currency, else its only Active one there.
 */
@Component
class EntitlementBooking {

	private final Holdings holdings;

	private final Accounts accounts;

	private final Clients clients;

	private final Entitlements entitlements;

	private final Elections elections;

	EntitlementBooking(Holdings holdings, Accounts accounts, Clients clients, Entitlements entitlements,
			Elections elections) {
		this.holdings = holdings;
		this.accounts = accounts;
		this.clients = clients;
		this.entitlements = entitlements;
		this.elections = elections;
	}

	/** Books the pending entitlements of one client record ({@code ofClient}, all of the same tenant and client). */
	void bookClient(CorporateAction action, TenantId tenantId, ClientId clientId, List<Entitlement> ofClient,
			Instant now) {
		Announcement announcement = action.announcement();
		Election election = announcement.mandatoryVoluntary().withChoice()
				? elections.ofClients(action.corporateActionId(), tenantId, List.of(clientId.value()))
					.get(clientId.value())
				: null;
		Map<UUID, List<Portion>> portions = Portions.of(announcement, ofClient, election);
		EntitlementPlanner planner = new EntitlementPlanner(announcement, reference(action));
		Supplier<Optional<InternalAccountId>> payoutAccount = SingletonSupplier
			.of(() -> payoutAccount(tenantId, clientId, announcement.cash().currencyCode()));
		for (Entitlement entitlement : ofClient) {
			PositionSnapshot position = accounts.position(tenantId,
					new DepositAccountId(entitlement.holding().depositAccountId()), announcement.isinCode(),
					entitlement.holding().provider());
			BookingPlan plan = planner.plan(entitlement, portions.get(entitlement.entitlementId()), position,
					payoutAccount);
			if (plan.isRefused()) {
				entitlements.failed(entitlement.entitlementId(), plan.failure(), now);
				continue;
			}
			for (SecurityBooking booking : plan.securities()) {
				accounts.bookSecurities(tenantId, booking);
			}
			for (CashBooking booking : plan.cash()) {
				accounts.bookCash(tenantId, booking);
			}
			entitlements.booked(entitlement.entitlementId(), plan.payout(), plan.delivery(), now);
		}
	}

	/** The client record's default internal account of the currency, else its only Active one there. */
	private Optional<InternalAccountId> payoutAccount(TenantId tenantId, ClientId clientId, String currency) {
		InternalAccountId preferred = clients.tradingParty(tenantId, clientId)
			.map(TradingParty::defaultInternalAccountId)
			.map(InternalAccountId::new)
			.orElse(null);
		return holdings.payoutAccount(tenantId, clientId, currency, preferred);
	}

	private static String reference(CorporateAction action) {
		return "Corporate action " + action.corporateActionId() + ": " + action.announcement().eventType() + " "
				+ action.announcement().isinCode();
	}
}

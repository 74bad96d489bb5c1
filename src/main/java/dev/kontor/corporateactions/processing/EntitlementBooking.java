package dev.kontor.corporateactions.processing;

import java.time.Instant;
import java.util.Optional;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.Holdings;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.clients.Clients;
import dev.kontor.clients.TradingParty;
import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CashDistribution;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Books one entitlement in the ledger, in the caller's transaction, and records how. A cash dividend pays the gross
 * amount ({@code CorporateAction}) and withholds the tax ({@code Tax}) on the client record's default internal account
 * of the currency, else its only Active one there; with no such account the entitlement is Failed with the reason,
 * and nothing is booked.
 */
@Component
class EntitlementBooking {

	private final Holdings holdings;

	private final Accounts accounts;

	private final Clients clients;

	private final Entitlements entitlements;

	EntitlementBooking(Holdings holdings, Accounts accounts, Clients clients, Entitlements entitlements) {
		this.holdings = holdings;
		this.accounts = accounts;
		this.clients = clients;
		this.entitlements = entitlements;
	}

	void book(CorporateAction action, Entitlements.Claimed claimed, Instant now) {
		switch (action.announcement().eventType()) {
			case CashDividend -> payCash(action, claimed, now);
			default -> throw new IllegalStateException(
					"No bookings are built for a " + action.announcement().eventType());
		}
	}

	private void payCash(CorporateAction action, Entitlements.Claimed claimed, Instant now) {
		Announcement announcement = action.announcement();
		String currency = announcement.cash().currencyCode();
		Entitlement entitlement = claimed.entitlement();
		TenantId tenantId = claimed.tenantId();
		ClientId clientId = new ClientId(entitlement.holding().clientId());
		InternalAccountId preferred = clients.tradingParty(tenantId, clientId)
			.map(TradingParty::defaultInternalAccountId)
			.map(InternalAccountId::new)
			.orElse(null);
		Optional<InternalAccountId> account = holdings.payoutAccount(tenantId, clientId, currency, preferred);
		if (account.isEmpty()) {
			entitlements.failed(entitlement.entitlementId(), "The client record has no Active internal account in "
					+ currency + " to pay to (or several and no default among them)", now);
			return;
		}
		CashDistribution cash = CashDistribution.of(entitlement.holding().quantity(), announcement.cash());
		String reference = "Corporate action " + action.corporateActionId() + ": " + announcement.eventType() + " "
				+ announcement.isinCode();
		if (cash.gross().signum() > 0) {
			accounts.bookCash(tenantId, new CashBooking(account.get(), cash.gross(), currency,
					CashTransactionType.CorporateAction, reference, announcement.dates().paymentDate(), null, false));
		}
		if (cash.tax().signum() > 0) {
			accounts.bookCash(tenantId, new CashBooking(account.get(), cash.tax().negate(), currency,
					CashTransactionType.Tax, reference, announcement.dates().paymentDate(), null, false));
		}
		entitlements.booked(entitlement.entitlementId(),
				new Entitlement.Payout(account.get().value(), currency, cash.gross(), cash.tax()), now);
	}
}

package dev.kontor.corporateactions.processing;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.Holdings;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.clients.Clients;
import dev.kontor.clients.TradingParty;
import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CashDistribution;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.ShareChange;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Books one entitlement in the ledger, in the caller's transaction, and records how. A cash dividend pays the gross
 * amount ({@code CorporateAction}) and withholds the tax ({@code Tax}) on the client record's default internal account
 * of the currency, else its only Active one there; with no such account the entitlement is Failed with the reason,
 * and nothing is booked. A split, reverse split, bonus issue or stock dividend changes the position
 * ({@link ShareChange}).
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
			case Split, ReverseSplit, BonusIssue, StockDividend -> changeShares(action, claimed, now);
			default -> throw new IllegalStateException(
					"No bookings are built for a " + action.announcement().eventType());
		}
	}

	/**
	 * The position becomes the entitled quantity times ratioNew over ratioOld in whole shares, its cost unchanged;
	 * the fraction of a share left over is paid at the cash-in-lieu price ({@code CorporateAction}). Failed, with
	 * nothing booked, when the position no longer holds what the change takes away or a fraction has no account to
	 * be paid to.
	 */
	private void changeShares(CorporateAction action, Entitlements.Claimed claimed, Instant now) {
		Announcement announcement = action.announcement();
		Entitlement entitlement = claimed.entitlement();
		TenantId tenantId = claimed.tenantId();
		ShareChange change = ShareChange.of(entitlement.holding().quantity(), announcement);
		DepositAccountId deposit = new DepositAccountId(entitlement.holding().depositAccountId());
		PositionSnapshot position = accounts.position(tenantId, deposit, announcement.isinCode(),
				entitlement.holding().provider());
		if (position.availableQuantity().add(change.delta()).signum() < 0) {
			entitlements.failed(entitlement.entitlementId(), "The position holds " + position.availableQuantity()
					.toPlainString() + " available, less than the " + change.delta().negate().toPlainString()
					+ " the change takes away", now);
			return;
		}
		Optional<InternalAccountId> account = Optional.empty();
		if (change.cashInLieu().signum() > 0) {
			account = payoutAccount(tenantId, new ClientId(entitlement.holding().clientId()),
					announcement.cash().currencyCode());
			if (account.isEmpty()) {
				entitlements.failed(entitlement.entitlementId(), noAccount(announcement.cash().currencyCode()), now);
				return;
			}
		}
		String currency = position.currencyCode() != null ? position.currencyCode() : announcement.cash().currencyCode();
		if (change.delta().signum() != 0 && currency == null) {
			entitlements.failed(entitlement.entitlementId(), "The position has no currency to book the change in", now);
			return;
		}
		String reference = reference(action);
		LocalDate valueDate = announcement.dates().paymentDate();
		if (change.delta().signum() != 0) {
			accounts.bookSecurities(tenantId, new SecurityBooking(deposit, announcement.isinCode(),
					entitlement.holding().provider(), new SecurityBooking.Entry(change.delta(), BigDecimal.ZERO, currency,
							SecurityMovementType.CorporateAction, reference, valueDate),
					null, false));
		}
		if (account.isPresent()) {
			accounts.bookCash(tenantId, new CashBooking(account.get(), change.cashInLieu(),
					announcement.cash().currencyCode(), CashTransactionType.CorporateAction, reference, valueDate, null,
					false));
		}
		entitlements.booked(entitlement.entitlementId(),
				account.isEmpty() ? Entitlement.Payout.NONE
						: new Entitlement.Payout(account.get().value(), announcement.cash().currencyCode(),
								change.cashInLieu(), BigDecimal.ZERO),
				new Entitlement.Delivery(announcement.isinCode(), change.wholeShares()), now);
	}

	private void payCash(CorporateAction action, Entitlements.Claimed claimed, Instant now) {
		Announcement announcement = action.announcement();
		String currency = announcement.cash().currencyCode();
		Entitlement entitlement = claimed.entitlement();
		TenantId tenantId = claimed.tenantId();
		ClientId clientId = new ClientId(entitlement.holding().clientId());
		Optional<InternalAccountId> account = payoutAccount(tenantId, clientId, currency);
		if (account.isEmpty()) {
			entitlements.failed(entitlement.entitlementId(), noAccount(currency), now);
			return;
		}
		CashDistribution cash = CashDistribution.of(entitlement.holding().quantity(), announcement.cash());
		String reference = reference(action);
		if (cash.gross().signum() > 0) {
			accounts.bookCash(tenantId, new CashBooking(account.get(), cash.gross(), currency,
					CashTransactionType.CorporateAction, reference, announcement.dates().paymentDate(), null, false));
		}
		if (cash.tax().signum() > 0) {
			accounts.bookCash(tenantId, new CashBooking(account.get(), cash.tax().negate(), currency,
					CashTransactionType.Tax, reference, announcement.dates().paymentDate(), null, false));
		}
		entitlements.booked(entitlement.entitlementId(),
				new Entitlement.Payout(account.get().value(), currency, cash.gross(), cash.tax()),
				Entitlement.Delivery.NONE, now);
	}

	/** The client record's default internal account of the currency, else its only Active one there. */
	private Optional<InternalAccountId> payoutAccount(TenantId tenantId, ClientId clientId, String currency) {
		InternalAccountId preferred = clients.tradingParty(tenantId, clientId)
			.map(TradingParty::defaultInternalAccountId)
			.map(InternalAccountId::new)
			.orElse(null);
		return holdings.payoutAccount(tenantId, clientId, currency, preferred);
	}

	private static String noAccount(String currency) {
		return "The client record has no Active internal account in " + currency
				+ " to pay to (or several and no default among them)";
	}

	private static String reference(CorporateAction action) {
		return "Corporate action " + action.corporateActionId() + ": " + action.announcement().eventType() + " "
				+ action.announcement().isinCode();
	}
}

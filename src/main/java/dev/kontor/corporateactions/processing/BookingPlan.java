package dev.kontor.corporateactions.processing;

import java.util.List;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.corporateactions.Entitlement;

/**
 * What one entitlement books in the ledger, in this order: its movements of securities, then its cash; and what they
 * come to as the entitlement records it (the cash paid, the securities delivered). Or, with nothing to book, why it
 * cannot be booked.
 */
record BookingPlan(List<SecurityBooking> securities, List<CashBooking> cash, Entitlement.Payout payout,
		Entitlement.Delivery delivery, @Nullable String failure) {

	BookingPlan {
		securities = List.copyOf(securities);
		cash = List.copyOf(cash);
	}

	static BookingPlan refused(String failure) {
		return new BookingPlan(List.of(), List.of(), Entitlement.Payout.NONE, Entitlement.Delivery.NONE, failure);
	}

	boolean isRefused() {
		return failure != null;
	}
}

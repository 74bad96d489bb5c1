package dev.kontor.corporateactions.processing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.util.function.SingletonSupplier;

import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CashDistribution;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.ShareChange;

/**
 * Plans the bookings of one entitlement from its portions (contract section 10, docs/decisions.md), all with the
 * payment date as value date:
 * <ul>
 * <li>{@link Treatment#Distribution}: the gross amount ({@code CorporateAction}) and the tax withheld ({@code Tax});</li>
 * <li>{@link Treatment#ShareChange}: the position gains (or loses) the difference to the whole new quantity, its cost
 * unchanged; the fraction of a share is paid at the cash-in-lieu price;</li>
 * <li>{@link Treatment#Exchange}: the shares leave the position taking their cost with them, the new instrument's
 * whole shares come in carrying that cost; the fraction is paid in cash;</li>
 * <li>{@link Treatment#SpinOff}: the new instrument's whole shares come in at no cost, the fraction is paid in cash;</li>
 * <li>{@link Treatment#Surrender}: the shares leave the position at the price per share, which is paid.</li>
 * </ul>
 * The cash credited is booked as one {@code CorporateAction} transaction on the payout account. Refused, with nothing
 * to book, when the position's available quantity is less than the event takes away, there is cash to pay and no
 * account to pay it to, cash per share to pay and no amount announced, or securities to book and no currency to book
 * them in.
 */
final class EntitlementPlanner {

	private final Announcement announcement;

	private final String reference;

	private final LocalDate valueDate;

	EntitlementPlanner(Announcement announcement, String reference) {
		this.announcement = announcement;
		this.reference = reference;
		this.valueDate = announcement.dates().paymentDate();
	}

	/**
	 * The plan of an entitlement whose deposit account holds the position {@code position} gives of the event's
	 * instrument now (asked only when securities move); cash is paid to the account {@code payoutAccount} gives (asked
	 * only when there is cash to pay).
	 */
	BookingPlan plan(Entitlement entitlement, List<Portion> portions, Supplier<PositionSnapshot> position,
			Supplier<Optional<InternalAccountId>> payoutAccount) {
		Plan plan = new Plan(entitlement, position);
		portions.forEach(plan::add);
		return plan.finish(payoutAccount);
	}

	/** The bookings of one entitlement as its portions add them up. */
	private final class Plan {

		private final Entitlement entitlement;

		private final Supplier<PositionSnapshot> positions;

		private final DepositAccountId deposit;

		private final List<SecurityBooking.Entry> oldShares = new ArrayList<>();

		private final List<SecurityBooking.Entry> newShares = new ArrayList<>();

		private BigDecimal taken = BigDecimal.ZERO;

		private BigDecimal credited = BigDecimal.ZERO;

		private BigDecimal tax = BigDecimal.ZERO;

		private BigDecimal delivered = BigDecimal.ZERO;

		private @Nullable String deliveredIsin;

		private @Nullable String missingTerms;

		Plan(Entitlement entitlement, Supplier<PositionSnapshot> position) {
			this.entitlement = entitlement;
			this.positions = SingletonSupplier.of(position);
			this.deposit = new DepositAccountId(entitlement.holding().depositAccountId());
		}

		void add(Portion portion) {
			BigDecimal quantity = portion.quantity();
			boolean paysPerShare = portion.treatment() == Treatment.Distribution
					|| portion.treatment() == Treatment.Surrender;
			if (paysPerShare && announcement.cash().grossAmountPerShare() == null) {
				missingTerms = "The announcement names no gross amount per share for the cash it pays";
				return;
			}
			switch (portion.treatment()) {
				case Distribution -> {
					CashDistribution cash = CashDistribution.of(quantity, announcement.cash());
					credited = credited.add(cash.gross());
					tax = tax.add(cash.tax());
				}
				case ShareChange -> {
					ShareChange change = ShareChange.of(quantity, announcement);
					moveOld(change.delta(), BigDecimal.ZERO);
					deliver(announcement.isinCode(), change.wholeShares());
					credited = credited.add(change.cashInLieu());
				}
				case Exchange -> {
					ShareChange change = ShareChange.of(quantity, announcement);
					BigDecimal held = positions.get().averagePrice();
					BigDecimal averagePrice = held == null ? BigDecimal.ZERO : held;
					moveOld(quantity.negate(), averagePrice);
					BigDecimal carriedCost = quantity.multiply(averagePrice);
					moveNew(change.wholeShares(), change.wholeShares().signum() == 0 ? BigDecimal.ZERO
							: carriedCost.divide(change.wholeShares(), 6, RoundingMode.HALF_EVEN));
					credited = credited.add(change.cashInLieu());
				}
				case SpinOff -> {
					ShareChange change = ShareChange.of(quantity, announcement);
					moveNew(change.wholeShares(), BigDecimal.ZERO);
					credited = credited.add(change.cashInLieu());
				}
				case Surrender -> {
					// the price per share, rounded as a distribution is, with no tax withheld: it is a sale
					Announcement.CashTerms price = new Announcement.CashTerms(announcement.cash().currencyCode(),
							announcement.cash().grossAmountPerShare(), null);
					moveOld(quantity.negate(), price.grossAmountPerShare());
					credited = credited.add(CashDistribution.of(quantity, price).gross());
				}
				case Nothing -> {
					// a lapsed right or no action books nothing
				}
			}
		}

		private void moveOld(BigDecimal quantity, BigDecimal price) {
			if (quantity.signum() < 0) {
				taken = taken.add(quantity.negate());
			}
			if (quantity.signum() != 0) {
				oldShares.add(entry(quantity, price));
			}
		}

		private void moveNew(BigDecimal quantity, BigDecimal price) {
			deliver(announcement.shares().newIsinCode(), quantity);
			if (quantity.signum() != 0) {
				newShares.add(entry(quantity, price));
			}
		}

		private void deliver(@Nullable String isinCode, BigDecimal quantity) {
			deliveredIsin = isinCode;
			delivered = delivered.add(quantity);
		}

		private SecurityBooking.Entry entry(BigDecimal quantity, BigDecimal price) {
			return new SecurityBooking.Entry(quantity, price, securitiesCurrency(), SecurityMovementType.CorporateAction,
					reference, valueDate);
		}

		/** The position's currency, else the event's; empty (checked in {@link #finish}) while neither is known. */
		private String securitiesCurrency() {
			String held = positions.get().currencyCode();
			String currency = held != null ? held : announcement.cash().currencyCode();
			return currency == null ? "" : currency;
		}

		BookingPlan finish(Supplier<Optional<InternalAccountId>> payoutAccounts) {
			if (missingTerms != null) {
				return BookingPlan.refused(missingTerms);
			}
			if (taken.signum() > 0 && positions.get().availableQuantity().compareTo(taken) < 0) {
				return BookingPlan.refused("The position holds " + positions.get().availableQuantity().toPlainString()
						+ " available, less than the " + taken.toPlainString() + " the event takes away");
			}
			boolean paysCash = credited.signum() > 0 || tax.signum() > 0;
			String cashCurrency = announcement.cash().currencyCode();
			Optional<InternalAccountId> payoutAccount = paysCash && cashCurrency != null ? payoutAccounts.get()
					: Optional.empty();
			if (paysCash && payoutAccount.isEmpty()) {
				return BookingPlan.refused(noAccount(cashCurrency));
			}
			if (!(oldShares.isEmpty() && newShares.isEmpty()) && securitiesCurrency().isEmpty()) {
				return BookingPlan.refused("The position has no currency to book the change in");
			}
			List<SecurityBooking> securities = new ArrayList<>();
			oldShares.forEach(entry -> securities.add(new SecurityBooking(deposit, announcement.isinCode(),
					entitlement.holding().provider(), entry, null, false)));
			newShares.forEach(entry -> securities.add(new SecurityBooking(deposit, announcement.shares().newIsinCode(),
					entitlement.holding().provider(), entry, null, false)));
			if (!paysCash) {
				return new BookingPlan(securities, List.of(), Entitlement.Payout.NONE, delivery(), null);
			}
			InternalAccountId account = payoutAccount.orElseThrow();
			List<CashBooking> cash = new ArrayList<>(2);
			if (credited.signum() > 0) {
				cash.add(cashBooking(account, credited, CashTransactionType.CorporateAction, cashCurrency));
			}
			if (tax.signum() > 0) {
				cash.add(cashBooking(account, tax.negate(), CashTransactionType.Tax, cashCurrency));
			}
			return new BookingPlan(securities, cash,
					new Entitlement.Payout(account.value(), cashCurrency, credited, tax), delivery(), null);
		}

		private Entitlement.Delivery delivery() {
			return deliveredIsin == null ? Entitlement.Delivery.NONE
					: new Entitlement.Delivery(deliveredIsin, delivered);
		}

		private CashBooking cashBooking(InternalAccountId account, BigDecimal amount, CashTransactionType type,
				String currency) {
			return new CashBooking(account, amount, currency, type, reference, valueDate, null, false);
		}
	}

	private static String noAccount(@Nullable String currency) {
		return "The client record has no Active internal account in " + currency
				+ " to pay to (or several and no default among them)";
	}
}

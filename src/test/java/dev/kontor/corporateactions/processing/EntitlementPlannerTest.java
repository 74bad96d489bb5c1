package dev.kontor.corporateactions.processing;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.Election;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How an entitlement's quantity is split by the client record's election and what each kind of event books: the
 * quantities, prices (the cost a movement carries) and cash of the contract's section 10.
 */
class EntitlementPlannerTest {

	private static final String OLD = "DE0007164600";

	private static final String NEW = "DE0007236101";

	private static final LocalDate PAID = LocalDate.of(2026, 6, 1);

	private static final InternalAccountId CASH = new InternalAccountId(UUID.randomUUID());

	private static final CorporateActionId ACTION = new CorporateActionId("CA-1");

	@Test
	void anElectionTakesTheDepositAccountsInTurnAndTheDefaultOptionTheRest() {
		Announcement dividendOption = announcement(CorporateActionType.DividendOption, MandatoryVoluntary.MandatoryWithChoice,
				cash("0.50", "25"), shares("21", "20", null, "12"),
				List.of(option(1, OptionType.Cash, true), option(2, OptionType.Securities, false)));
		Entitlement first = entitlement("60");
		Entitlement second = entitlement("40");

		Map<UUID, List<Portion>> portions = Portions.of(dividendOption, List.of(first, second), election(2, "70"));

		assertThat(portions.get(first.entitlementId()))
			.containsExactly(new Portion(Treatment.ShareChange, new BigDecimal("60")));
		assertThat(portions.get(second.entitlementId())).containsExactly(
				new Portion(Treatment.ShareChange, new BigDecimal("10")),
				new Portion(Treatment.Distribution, new BigDecimal("30")));
	}

	@Test
	void anElectionAboveTheEntitlementTakesWhatIsEntitledAndOneOfAVanishedOptionCountsAsNone() {
		Announcement tender = announcement(CorporateActionType.TenderOffer, MandatoryVoluntary.Voluntary,
				cash("45", null), Announcement.ShareTerms.NONE,
				List.of(option(1, OptionType.NoAction, true), option(2, OptionType.Cash, false)));
		Entitlement holding = entitlement("100");

		assertThat(Portions.of(tender, List.of(holding), election(2, "250")).get(holding.entitlementId()))
			.containsExactly(new Portion(Treatment.Surrender, new BigDecimal("100")));
		assertThat(Portions.of(tender, List.of(holding), election(7, "50")).get(holding.entitlementId()))
			.containsExactly(new Portion(Treatment.Nothing, new BigDecimal("100")));
		assertThat(Portions.of(tender, List.of(holding), null).get(holding.entitlementId()))
			.containsExactly(new Portion(Treatment.Nothing, new BigDecimal("100")));
	}

	@Test
	void theDividendOptionsSharesKeepTheCostAndItsCashIsTaxed() {
		Announcement dividendOption = announcement(CorporateActionType.DividendOption,
				MandatoryVoluntary.MandatoryWithChoice, cash("0.50", "25"), shares("21", "20", null, "12"),
				List.of(option(1, OptionType.Cash, true), option(2, OptionType.Securities, false)));
		Entitlement holding = entitlement("100");

		BookingPlan plan = plan(dividendOption, holding, List.of(new Portion(Treatment.ShareChange, new BigDecimal("70")),
				new Portion(Treatment.Distribution, new BigDecimal("30"))), position("100", "0", "10"));

		// 70 x 21/20 = 73.5: 3 new shares, half a share at 12.00; 30 x 0.50 = 15.00 gross, 3.75 tax
		assertThat(plan.securities()).singleElement().satisfies(booking -> {
			assertThat(booking.isinCode()).isEqualTo(OLD);
			assertThat(booking.entry().quantity()).isEqualByComparingTo("3");
			assertThat(booking.entry().price()).isZero();
		});
		assertThat(cash(plan, CashTransactionType.CorporateAction)).isEqualByComparingTo("21.00");
		assertThat(cash(plan, CashTransactionType.Tax)).isEqualByComparingTo("-3.75");
		assertThat(plan.payout()).isEqualTo(new Entitlement.Payout(CASH.value(), "EUR", new BigDecimal("21.00"),
				new BigDecimal("3.75")));
		assertThat(plan.delivery().newIsinCode()).isEqualTo(OLD);
		assertThat(plan.delivery().newQuantity()).isEqualByComparingTo("73");
	}

	@Test
	void aMergerCarriesTheCostIntoTheNewInstrumentAndPaysTheFraction() {
		Announcement merger = announcement(CorporateActionType.Merger, MandatoryVoluntary.Mandatory,
				new Announcement.CashTerms("EUR", null, null), shares("1", "2", NEW, "21"), List.of());
		Entitlement holding = entitlement("33");

		BookingPlan plan = plan(merger, holding, List.of(new Portion(Treatment.Exchange, new BigDecimal("33"))),
				position("33", "0", "10"));

		assertThat(plan.securities()).hasSize(2);
		SecurityBooking out = plan.securities().get(0);
		SecurityBooking in = plan.securities().get(1);
		assertThat(out.isinCode()).isEqualTo(OLD);
		assertThat(out.entry().quantity()).isEqualByComparingTo("-33");
		assertThat(in.isinCode()).isEqualTo(NEW);
		assertThat(in.entry().quantity()).isEqualByComparingTo("16");
		assertThat(in.entry().quantity().multiply(in.entry().price())).as("the cost carried, 33 x 10")
			.isEqualByComparingTo("330");
		assertThat(cash(plan, CashTransactionType.CorporateAction)).as("half a new share at 21").isEqualByComparingTo("10.50");
		assertThat(plan.delivery()).isEqualTo(new Entitlement.Delivery(NEW, new BigDecimal("16")));
	}

	@Test
	void aSpinOffDeliversTheNewInstrumentBesideTheOldAtNoCost() {
		Announcement spinOff = announcement(CorporateActionType.SpinOff, MandatoryVoluntary.Mandatory,
				new Announcement.CashTerms("EUR", null, null), shares("1", "5", NEW, "8"), List.of());
		Entitlement holding = entitlement("33");

		BookingPlan plan = plan(spinOff, holding, List.of(new Portion(Treatment.SpinOff, new BigDecimal("33"))),
				position("33", "0", "10"));

		assertThat(plan.securities()).singleElement().satisfies(booking -> {
			assertThat(booking.isinCode()).isEqualTo(NEW);
			assertThat(booking.entry().quantity()).isEqualByComparingTo("6");
			assertThat(booking.entry().price()).isZero();
		});
		assertThat(cash(plan, CashTransactionType.CorporateAction)).as("0.6 of a share at 8").isEqualByComparingTo("4.80");
		assertThat(plan.delivery()).isEqualTo(new Entitlement.Delivery(NEW, new BigDecimal("6")));
	}

	@Test
	void sharesTenderedLeaveAtTheOfferPriceWhichIsPaidWithoutTax() {
		Announcement tender = announcement(CorporateActionType.TenderOffer, MandatoryVoluntary.Voluntary,
				cash("45.125", "25"), Announcement.ShareTerms.NONE,
				List.of(option(1, OptionType.NoAction, true), option(2, OptionType.Cash, false)));
		Entitlement holding = entitlement("100");

		BookingPlan plan = plan(tender, holding, List.of(new Portion(Treatment.Surrender, new BigDecimal("40")),
				new Portion(Treatment.Nothing, new BigDecimal("60"))), position("100", "0", "30"));

		assertThat(plan.securities()).singleElement().satisfies(booking -> {
			assertThat(booking.entry().quantity()).isEqualByComparingTo("-40");
			assertThat(booking.entry().price()).isEqualByComparingTo("45.125");
		});
		assertThat(plan.cash()).singleElement().satisfies(booking -> {
			assertThat(booking.entry().amount()).isEqualByComparingTo("1805.00");
			assertThat(booking.entry().type()).isEqualTo(CashTransactionType.CorporateAction);
		});
		assertThat(plan.payout().taxAmount()).isZero();
		assertThat(plan.delivery()).isEqualTo(Entitlement.Delivery.NONE);
	}

	@Test
	void nothingIsBookedWhenThePositionNoLongerHoldsWhatTheEventTakesOrNoAccountTakesTheCash() {
		Announcement tender = announcement(CorporateActionType.TenderOffer, MandatoryVoluntary.Voluntary,
				cash("45", null), Announcement.ShareTerms.NONE,
				List.of(option(1, OptionType.NoAction, true), option(2, OptionType.Cash, false)));
		Entitlement holding = entitlement("100");
		List<Portion> tendered = List.of(new Portion(Treatment.Surrender, new BigDecimal("100")));

		BookingPlan reserved = plan(tender, holding, tendered, position("100", "30", "30"));
		BookingPlan noAccount = new EntitlementPlanner(tender, "ref").plan(holding, tendered,
				() -> position("100", "0", "30"), Optional::empty);

		assertThat(reserved.failure()).isEqualTo("The position holds 70 available, less than the 100 the event takes away");
		assertThat(reserved.securities()).isEmpty();
		assertThat(reserved.cash()).isEmpty();
		assertThat(noAccount.failure()).startsWith("The client record has no Active internal account in EUR");
		assertThat(noAccount.securities()).isEmpty();
	}

	@Test
	void aCashOptionWithoutAnAnnouncedPriceIsRefusedAndTheSharesStay() {
		Announcement merger = announcement(CorporateActionType.Merger, MandatoryVoluntary.MandatoryWithChoice,
				new Announcement.CashTerms("EUR", null, null), shares("1", "2", NEW, "21"),
				List.of(option(1, OptionType.Securities, true), option(2, OptionType.Cash, false)));

		BookingPlan plan = plan(merger, entitlement("10"), List.of(new Portion(Treatment.Surrender, BigDecimal.TEN)),
				position("10", "0", "30"));

		assertThat(plan.failure()).isEqualTo("The announcement names no gross amount per share for the cash it pays");
		assertThat(plan.securities()).isEmpty();
		assertThat(plan.cash()).isEmpty();
	}

	@Test
	void aLapsedOptionBooksNothingAndAsksForNoAccount() {
		Announcement tender = announcement(CorporateActionType.TenderOffer, MandatoryVoluntary.Voluntary,
				cash("45", null), Announcement.ShareTerms.NONE,
				List.of(option(1, OptionType.Lapse, true), option(2, OptionType.Cash, false)));

		BookingPlan plan = new EntitlementPlanner(tender, "ref").plan(entitlement("10"),
				List.of(new Portion(Treatment.Nothing, BigDecimal.TEN)), () -> {
					throw new AssertionError("nothing moves, no position needed");
				}, () -> {
					throw new AssertionError("no cash, no account needed");
				});

		assertThat(plan.isRefused()).isFalse();
		assertThat(plan.securities()).isEmpty();
		assertThat(plan.cash()).isEmpty();
	}

	private static BookingPlan plan(Announcement announcement, Entitlement entitlement, List<Portion> portions,
			PositionSnapshot position) {
		return new EntitlementPlanner(announcement, "Corporate action CA-1").plan(entitlement, portions, () -> position,
				() -> Optional.of(CASH));
	}

	private static BigDecimal cash(BookingPlan plan, CashTransactionType type) {
		return plan.cash()
			.stream()
			.filter(booking -> booking.entry().type() == type)
			.map(booking -> booking.entry().amount())
			.reduce(BigDecimal.ZERO, BigDecimal::add);
	}

	private static Announcement announcement(CorporateActionType type, MandatoryVoluntary choice,
			Announcement.CashTerms cash, Announcement.ShareTerms shares, List<Announcement.ElectionOption> options) {
		return new Announcement(OLD, type, choice,
				new Announcement.KeyDates(PAID.minusDays(10), PAID.minusDays(9), PAID,
						choice.withChoice() ? PAID.minusDays(1) : null, null),
				cash, shares, options, null);
	}

	private static Announcement.CashTerms cash(String perShare, @Nullable String taxRate) {
		return new Announcement.CashTerms("EUR", new BigDecimal(perShare), taxRate == null ? null : new BigDecimal(taxRate));
	}

	private static Announcement.ShareTerms shares(String ratioNew, String ratioOld, @Nullable String newIsin,
			String cashInLieu) {
		return new Announcement.ShareTerms(new BigDecimal(ratioNew), new BigDecimal(ratioOld), newIsin,
				new BigDecimal(cashInLieu));
	}

	private static Announcement.ElectionOption option(int number, OptionType type, boolean isDefault) {
		return new Announcement.ElectionOption(number, type, isDefault);
	}

	private static Election election(int option, String quantity) {
		return new Election(ACTION, UUID.randomUUID(), option, new BigDecimal(quantity), Instant.now(), Instant.now());
	}

	private static Entitlement entitlement(String quantity) {
		return new Entitlement(UUID.randomUUID(), ACTION,
				new Entitlement.Holding(UUID.randomUUID(), UUID.randomUUID(), TradeProvider.ProviderA,
						new BigDecimal(quantity)),
				Entitlement.Standing.PENDING, Entitlement.Payout.NONE, Entitlement.Delivery.NONE, Instant.now());
	}

	private static PositionSnapshot position(String quantity, String reserved, String averagePrice) {
		BigDecimal held = new BigDecimal(quantity);
		BigDecimal reservedQuantity = new BigDecimal(reserved);
		return new PositionSnapshot(new DepositAccountId(UUID.randomUUID()), OLD, TradeProvider.ProviderA, held,
				reservedQuantity, held.subtract(reservedQuantity), new BigDecimal(averagePrice), "EUR");
	}
}

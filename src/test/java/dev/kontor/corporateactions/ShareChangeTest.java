package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How splits, reverse splits, bonus issues and stock dividends change a holding, and that no value is lost. */
class ShareChangeTest {

	@Test
	void aThreeForTwoSplitLeavesWholeSharesAndPaysTheHalf() {
		ShareChange change = ShareChange.of(new BigDecimal("33"), split("3", "2", "6.40"));

		assertThat(change.wholeShares()).isEqualByComparingTo("49");
		assertThat(change.delta()).isEqualByComparingTo("16");
		assertThat(change.fraction()).isEqualByComparingTo("0.5");
		assertThat(change.cashInLieu()).isEqualByComparingTo("3.20");
	}

	@Test
	void aOneForTenReverseSplitTakesSharesAway() {
		ShareChange change = ShareChange.of(new BigDecimal("33"), split("1", "10", "100"));

		assertThat(change.wholeShares()).isEqualByComparingTo("3");
		assertThat(change.delta()).isEqualByComparingTo("-30");
		assertThat(change.cashInLieu()).isEqualByComparingTo("30.00");
	}

	@Test
	void aTwoForOneSplitNeedsNoCash() {
		ShareChange change = ShareChange.of(new BigDecimal("7"), split("2", "1", null));

		assertThat(change.wholeShares()).isEqualByComparingTo("14");
		assertThat(change.fraction()).isZero();
		assertThat(change.cashInLieu()).isZero();
	}

	@Test
	void theCashInLieuIsRoundedHalfEvenToTheCent() {
		// 5 x 1/8 = 0.625 of a share at 0.10 = 0.0625 -> 0.06
		assertThat(ShareChange.of(new BigDecimal("5"), split("1", "8", "0.10")).cashInLieu())
			.isEqualByComparingTo("0.06");
		// 7 x 1/8 = 0.875 at 0.10 = 0.0875 -> 0.09
		assertThat(ShareChange.of(new BigDecimal("7"), split("1", "8", "0.10")).cashInLieu())
			.isEqualByComparingTo("0.09");
	}

	/**
	 * For random holdings, prices and ratios: the value before (quantity times the old price) equals the whole shares
	 * at the new price plus the cash in lieu, to the cent, when the cash-in-lieu price is the new price.
	 */
	@Test
	void noValueIsLostToTheCent() {
		Random random = new Random(20261129);
		for (List<String> ratio : List.of(List.of("3", "2"), List.of("1", "10"), List.of("2", "1"), List.of("11", "10"),
				List.of("5", "4"), List.of("1", "3"))) {
			for (int i = 0; i < 500; i++) {
				BigDecimal quantity = BigDecimal.valueOf(1 + random.nextInt(100_000));
				BigDecimal oldPrice = BigDecimal.valueOf(1 + random.nextInt(50_000), 2);
				BigDecimal ratioNew = new BigDecimal(ratio.get(0));
				BigDecimal ratioOld = new BigDecimal(ratio.get(1));
				BigDecimal newPrice = oldPrice.multiply(ratioOld).divide(ratioNew, 10, RoundingMode.HALF_EVEN);
				ShareChange change = ShareChange.of(quantity, split(ratio.get(0), ratio.get(1),
						newPrice.toPlainString()));

				BigDecimal before = quantity.multiply(oldPrice);
				BigDecimal after = change.wholeShares().multiply(newPrice).add(change.cashInLieu());
				assertThat(after.subtract(before).abs()).as("%s at %s, %s for %s", quantity, oldPrice, ratioNew,
						ratioOld).isLessThanOrEqualTo(new BigDecimal("0.01"));
				assertThat(change.wholeShares().stripTrailingZeros().scale()).isLessThanOrEqualTo(0);
			}
		}
	}

	private static Announcement split(String ratioNew, String ratioOld, String cashInLieuPrice) {
		return new Announcement("DE0007164600", CorporateActionType.Split, MandatoryVoluntary.Mandatory,
				new Announcement.KeyDates(null, null, null, null, null),
				new Announcement.CashTerms("EUR", null, null),
				new Announcement.ShareTerms(new BigDecimal(ratioNew), new BigDecimal(ratioOld), null,
						cashInLieuPrice == null ? null : new BigDecimal(cashInLieuPrice)),
				List.of(), null);
	}
}

package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.OptionalInt;

/**
 * The rule of article 62: a report when a portfolio's loss since the start of the reporting period reaches 10 %, and
 * again at each further multiple of 10 % within the period. A loss that jumps past several thresholds in one day is
 * one report, at the highest of them; the thresholds below it count as reported. The loss is truncated, never
 * rounded, so that 9.99995 % is not taken for 10 %.
 */
final class LossThresholds {

	static final int STEP = 10;

	static final int PERCENT_SCALE = 4;

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	private LossThresholds() {
	}

	/**
	 * The loss in percent of {@code startValue} (with the securities booked in and out since added), truncated to
	 * {@value #PERCENT_SCALE} places; negative for a gain, zero for a start of nothing.
	 */
	static BigDecimal lossPercent(BigDecimal startValue, BigDecimal value) {
		if (startValue.signum() <= 0) {
			return BigDecimal.ZERO.setScale(PERCENT_SCALE);
		}
		return startValue.subtract(value)
			.multiply(HUNDRED)
			.divide(startValue, PERCENT_SCALE, RoundingMode.DOWN);
	}

	/** The threshold to report now, given the highest one already reported in the period (0 for none). */
	static OptionalInt due(BigDecimal lossPercent, int reportedBefore) {
		int reached = lossPercent.signum() <= 0 ? 0
				: lossPercent.divide(BigDecimal.valueOf(STEP), 0, RoundingMode.DOWN).intValueExact() * STEP;
		return reached >= STEP && reached > reportedBefore ? OptionalInt.of(reached) : OptionalInt.empty();
	}
}

package dev.kontor.orders;

import java.math.BigDecimal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The order fee: fixed plus percent of the value, at least the minimum, rounded up to the cent. */
class FeeScheduleTest {

	@ParameterizedTest(name = "{0} + {1} % (min {2}) of {3} = {4}")
	@CsvSource({ "1, 0.1, 2, 500, 2.00", "1, 0.1, 2, 1050, 2.05", "1, 0.1, 2, 1260, 2.26", "0, 0.25, 0, 333.33, 0.84",
			"4.90, 0, 0, 1000000, 4.90", "0, 0, 0, 10, 0.00", "5, 1, 0, 500, 10.00", "0, 0.1, 0, 0.01, 0.01" })
	void feeIsFixedPlusPercentAtLeastTheMinimumRoundedUp(String fixed, String percent, String minimum, String value,
			String fee) {
		FeeSchedule schedule = new FeeSchedule(new BigDecimal(fixed), new BigDecimal(percent), new BigDecimal(minimum));

		assertThat(schedule.feeOf(new BigDecimal(value))).isEqualByComparingTo(fee);
	}
}

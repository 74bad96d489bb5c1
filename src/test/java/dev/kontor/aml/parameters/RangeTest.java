package dev.kontor.aml.parameters;

import java.math.BigDecimal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Half-open ranges: the minimum belongs to the range, the maximum does not, no maximum means open upwards. */
class RangeTest {

	@ParameterizedTest(name = "[{0}, {1}) and [{2}, {3}) overlap: {4}")
	@CsvSource(nullValues = "open", value = { "0, 1000, 1000, 5000, false", "1000, 5000, 0, 1000, false",
			"0, 1000, 999.9999, 5000, true", "0, 1000, 0, 1000, true", "0, 1000, 200, 300, true",
			"200, 300, 0, 1000, true", "0, open, 1000000, 2000000, true", "5000, open, 0, 5000, false",
			"5000, open, 0, 5000.0001, true", "0, open, 7, open, true", "0, 10, 20, 30, false" })
	void overlapIsSymmetricAndAdjacentRangesDoNotOverlap(String min, String max, String otherMin, String otherMax,
			boolean overlap) {
		Range range = range(min, max);
		Range other = range(otherMin, otherMax);

		assertThat(range.overlaps(other)).isEqualTo(overlap);
		assertThat(other.overlaps(range)).isEqualTo(overlap);
	}

	@ParameterizedTest(name = "[{0}, {1}) contains {2}: {3}")
	@CsvSource(nullValues = "open", value = { "0, 1000, 0, true", "0, 1000, 999.9999, true", "0, 1000, 1000, false",
			"0, 1000, 1000.0000, false", "100, 1000, 99.99, false", "100, open, 1000000000, true" })
	void containsItsMinimumButNotItsMaximum(String min, String max, String value, boolean contains) {
		assertThat(range(min, max).contains(new BigDecimal(value))).isEqualTo(contains);
	}

	private static Range range(String min, String max) {
		return new Range(new BigDecimal(min), max == null ? null : new BigDecimal(max));
	}
}

package dev.kontor.shared.memory;

import java.math.BigDecimal;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

class PackedDecimalTest {

	static Stream<BigDecimal> decimalsThatFit() {
		return Stream.of(new BigDecimal("0"), new BigDecimal("101.250"), new BigDecimal("-0.000001"),
				new BigDecimal("1E+5"), new BigDecimal("999999999999999999"), new BigDecimal("12.3456789012345678"));
	}

	@ParameterizedTest
	@MethodSource("decimalsThatFit")
	void aDecimalOfAtMostEighteenDigitsComesBackEqualInValueAndScale(BigDecimal value) {
		assertThat(PackedDecimal.fits(value)).isTrue();

		long[] longs = new long[3];
		PackedDecimal.put(longs, 1, value);
		BigDecimal back = PackedDecimal.get(longs, 1);

		assertThat(back).isEqualTo(value);
		assertThat(back.scale()).isEqualTo(value.scale());
	}

	@ParameterizedTest
	@MethodSource("decimalsThatDoNotFit")
	void aDecimalOfMoreThanEighteenDigitsDoesNotFit(BigDecimal value) {
		assertThat(PackedDecimal.fits(value)).isFalse();
	}

	static Stream<BigDecimal> decimalsThatDoNotFit() {
		return Stream.of(new BigDecimal("1000000000000000000"), new BigDecimal("1.234567890123456789"),
				new BigDecimal("-99999999999999999999.5"));
	}

	@Test
	void nullIsHeldAsNoScale() {
		assertThat(PackedDecimal.fits(null)).isTrue();
		long[] longs = new long[2];
		PackedDecimal.put(longs, 0, null);
		assertThat(longs[1]).isEqualTo(PackedDecimal.NONE);
		assertThat(PackedDecimal.get(longs, 0)).isNull();
	}
}

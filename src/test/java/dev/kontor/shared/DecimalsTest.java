package dev.kontor.shared;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class DecimalsTest {

	@ParameterizedTest
	@CsvSource({ "1000.00, 1000", "1000, 1000", "1E+3, 1000", "0.000, 0", "0E+2, 0", "-0.50, -0.5", "101.5, 101.5",
			"12.3400, 12.34", "-7, -7" })
	void writesNumbersWithoutTrailingZerosOrExponent(String value, String plain) {
		assertThat(Decimals.plain(new BigDecimal(value)).toString()).isEqualTo(plain);
	}

	@ParameterizedTest
	@CsvSource({ "1234567890123.123456, true", "12345678901234, false", "1.1234567, false", "1.1234560, true",
			"0.0000000, true", "0, true", "1E+12, true", "1E+13, false", "1E+2147483647, false",
			"-1234567890123.5, true", "0.000001, true", "0.0000001, false" })
	void fitsAColumnOfThirteenDigitsBeforeAndSixAfterThePoint(String value, boolean fits) {
		assertThat(Decimals.fits(new BigDecimal(value), 13, 6)).isEqualTo(fits);
	}

	@Test
	void fitsAndPlainAgreeWithStrippingTheZerosForAnyScale() {
		Random random = new Random(3);
		List<BigDecimal> values = new ArrayList<>();
		for (int i = 0; i < 20_000; i++) {
			BigInteger unscaled = BigInteger.valueOf(random.nextLong(1, 1_000_000_000L)).pow(1 + random.nextInt(3));
			if (random.nextInt(4) == 0) {
				unscaled = unscaled.multiply(BigInteger.TEN.pow(random.nextInt(6)));
			}
			values.add(new BigDecimal(random.nextBoolean() ? unscaled : unscaled.negate(), random.nextInt(-8, 12)));
		}
		values.add(BigDecimal.ZERO);
		values.add(new BigDecimal("0E+5"));
		values.add(new BigDecimal("0.00000000"));
		for (BigDecimal value : values) {
			BigDecimal stripped = value.stripTrailingZeros();
			BigDecimal plain = stripped.scale() < 0 ? stripped.setScale(0) : stripped;
			assertThat(Decimals.plain(value)).as(value.toString()).isEqualTo(plain);
			for (int integerDigits = 0; integerDigits < 30; integerDigits += 1 + random.nextInt(4)) {
				for (int fractionDigits = -1; fractionDigits < 12; fractionDigits++) {
					boolean fits = plain.scale() <= fractionDigits
							&& plain.precision() - plain.scale() <= integerDigits;
					assertThat(Decimals.fits(value, integerDigits, fractionDigits))
						.as("%s in %d and %d digits", value, integerDigits, fractionDigits)
						.isEqualTo(fits);
				}
			}
		}
	}
}

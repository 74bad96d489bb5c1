package dev.kontor.accounts.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class LuhnTest {

	@ParameterizedTest
	@CsvSource({ "7992739871, 79927398713", "100000000, 1000000008", "100000001, 1000000016", "999999999, 9999999999",
			"123456789, 1234567897" })
	void appendsTheCheckDigit(String digits, String number) {
		assertThat(Luhn.withCheckDigit(digits)).isEqualTo(number);
		assertThat(Luhn.isValid(number)).isTrue();
	}

	@ParameterizedTest
	@CsvSource({ "1000000009", "1000000061", "0100000008", "12345x7897", "7" })
	void catchesAMistypedDigitOrASwapOfNeighbours(String number) {
		assertThat(Luhn.isValid(number)).isFalse();
	}

	/** The migration numbers the accounts opened before numbers existed in SQL: the same digit as the code's. */
	@Test
	void theMigrationsCheckDigitIsTheCodes() throws Exception {
		String migration = Files.readString(
				Path.of("src/main/resources/db/migration/accounts/V2026_11_29_5_10__account_numbers.sql"));
		Matcher update = Pattern.compile("UPDATE internal_accounts SET account_number = account_number \\|\\|.*?;",
				Pattern.DOTALL).matcher(migration);
		assertThat(update.find()).isTrue();
		try (Connection db = DriverManager.getConnection("jdbc:h2:mem:luhn"); Statement sql = db.createStatement()) {
			sql.execute("CREATE TABLE internal_accounts (base BIGINT, account_number VARCHAR(10))");
			try (PreparedStatement insert = db.prepareStatement("INSERT INTO internal_accounts VALUES (?, ?)")) {
				for (long base = 100_000_000; base < 100_002_000; base += 7) {
					insert.setLong(1, base);
					insert.setString(2, Long.toString(base));
					insert.addBatch();
				}
				insert.setLong(1, 999_999_999);
				insert.setString(2, "999999999");
				insert.addBatch();
				insert.executeBatch();
			}
			sql.execute(update.group());
			try (ResultSet rows = sql.executeQuery("SELECT base, account_number FROM internal_accounts")) {
				int checked = 0;
				while (rows.next()) {
					assertThat(rows.getString(2)).isEqualTo(Luhn.withCheckDigit(Long.toString(rows.getLong(1))));
					checked++;
				}
				assertThat(checked).isGreaterThan(280);
			}
		}
	}
}

package dev.kontor.identity.server;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The firewall's character checks let through exactly what Spring Security's regular expressions let through. */
class FirewallCharactersTest {

	/** {@code StrictHttpFirewall}'s expression for header names and for parameter names and values. */
	private static final Pattern ASSIGNED_AND_NOT_CONTROL = Pattern.compile("[\\p{IsAssigned}&&[^\\p{IsControl}]]*");

	/** {@code StrictHttpFirewall}'s expression for header values. */
	private static final Pattern HEADER_VALUE = Pattern.compile("[\\p{IsAssigned}&&[[^\\p{IsControl}]||\\t]]*");

	@Test
	void everyCodePointAloneIsJudgedAsByTheExpressions() {
		for (int codePoint = 0; codePoint <= Character.MAX_CODE_POINT; codePoint++) {
			String text = Character.toString(codePoint);
			assertThat(FirewallCharacters.assignedAndNotControl(text)).as("U+%04X", codePoint)
				.isEqualTo(ASSIGNED_AND_NOT_CONTROL.matcher(text).matches());
			assertThat(FirewallCharacters.headerValue(text)).as("U+%04X in a header value", codePoint)
				.isEqualTo(HEADER_VALUE.matcher(text).matches());
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln", "text/html; q=0.9", "a\tb", "tab at the end\t",
			"Müller 😀 𝔘", "\uD83D\uDE00", "lone high \uD800", "lone low \uDC00 x", "\uDC00\uD800", "bell \u0007",
			"next line \u0085", "delete \u007f", "null \u0000", "unassigned \u0378", "unassigned \uDB40\uDDF0",
			"private use \uE000", "line\nbreak", "return\r" })
	void textIsJudgedAsByTheExpressions(String text) {
		assertThat(FirewallCharacters.assignedAndNotControl(text))
			.isEqualTo(ASSIGNED_AND_NOT_CONTROL.matcher(text).matches());
		assertThat(FirewallCharacters.headerValue(text)).isEqualTo(HEADER_VALUE.matcher(text).matches());
	}

	@Test
	void aTokenPassesAndAControlCharacterDoesNot() {
		assertThat(FirewallCharacters.headerValue("Bearer abc.def-ghi_jkl")).isTrue();
		assertThat(FirewallCharacters.headerValue("Bearer abc\u0085")).isFalse();
		assertThat(FirewallCharacters.assignedAndNotControl("a\tb")).isFalse();
		assertThat(FirewallCharacters.headerValue("a\tb")).isTrue();
	}
}

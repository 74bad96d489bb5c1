package dev.kontor.aml.officer;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.aml.EvaluationSummary;
import dev.kontor.aml.NamedClient;
import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DecisionRulesTest {

	static Stream<Arguments> refused() {
		return Stream.of(Arguments.of(null, null, "reason"), Arguments.of("  ", null, "reason"),
				Arguments.of("r".repeat(65), null, "reason"), Arguments.of("checked", "n".repeat(129), "note"));
	}

	@ParameterizedTest
	@MethodSource("refused")
	void refusesAMissingOrLongReasonAndALongNote(@Nullable String reason, @Nullable String note, String field) {
		assertThatThrownBy(() -> DecisionRules.check(reason, note)).isInstanceOfSatisfying(InvalidInput.class,
				ex -> assertThat(ex.errors()).containsOnlyKeys(field));
	}

	@Test
	void acceptsAReasonOfSixtyFourAndANoteOfOneHundredTwentyEightCharacters() {
		assertThatCode(() -> DecisionRules.check("r".repeat(64), "n".repeat(128))).doesNotThrowAnyException();
		assertThatCode(() -> DecisionRules.check("x", null)).doesNotThrowAnyException();
	}

	@Test
	void namesWhoDecidedFirstAndWhen() {
		UUID me = UUID.randomUUID();
		Instant at = Instant.parse("2026-11-25T18:40:12.345Z");

		assertThat(DecisionRules.decidedFirst(summary("Denied", UUID.randomUUID(), at), me))
			.isEqualTo("This evaluation was already Denied by another officer on 2026-11-25 18:40:12 UTC; "
					+ "a decision is final.");
		assertThat(DecisionRules.decidedFirst(summary("Approved", me, at), me)).contains("Approved by you");
		assertThat(DecisionRules.decidedFirst(summary("Approved", null, at), me)).contains("Approved automatically");
	}

	private static EvaluationSummary summary(String status, @Nullable UUID decider, Instant at) {
		return new EvaluationSummary(UUID.randomUUID(), new NamedClient(UUID.randomUUID(), "k", "Erika", null),
				new EvaluationSummary.Action("Deposit", BigDecimal.TEN, "EUR"),
				new EvaluationSummary.Risk(BigDecimal.ONE, BigDecimal.ONE, BigDecimal.TEN, false),
				new EvaluationSummary.Decision(status, at, decider), at);
	}
}

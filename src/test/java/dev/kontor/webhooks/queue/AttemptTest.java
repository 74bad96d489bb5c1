package dev.kontor.webhooks.queue;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Whatever a receiver answers, the attempt's texts can be stored. */
class AttemptTest {

	private static final Instant AT = Instant.parse("2026-11-25T12:00:00Z");

	@Test
	void replacesNulAndOtherControlCharactersButKeepsLineBreaksAndTabs() {
		Attempt attempt = new Attempt(AT, 500, 1, "bad\u0000error", "a\u0000b\u0001c\u007Fd\te\nf\rg\uFFFDh");

		assertThat(attempt.responseExcerpt()).isEqualTo("a\uFFFDb\uFFFDc\uFFFDd\te\nf\rg\uFFFDh");
		assertThat(attempt.error()).isEqualTo("bad\uFFFDerror");
	}

	@Test
	void cutsTextsToTheirColumnsWithoutSplittingACharacter() {
		String excerpt = "x".repeat(Attempt.MAX_EXCERPT_LENGTH - 1) + "\uD83D\uDE00" + "tail";

		Attempt attempt = new Attempt(AT, 200, 1, "e".repeat(2000), excerpt);

		assertThat(attempt.responseExcerpt()).isEqualTo("x".repeat(Attempt.MAX_EXCERPT_LENGTH - 1));
		assertThat(attempt.error()).hasSize(Attempt.MAX_ERROR_LENGTH);
	}

	@Test
	void aNoteIsAddedToTheErrorAndCutToFit() {
		Attempt attempt = new Attempt(AT, 200, 1, null, "ok").withNote("outcome not applied");

		assertThat(attempt.error()).isEqualTo("outcome not applied");
		assertThat(attempt.withNote("x".repeat(600)).error()).hasSize(Attempt.MAX_ERROR_LENGTH).startsWith("outcome not applied; ");
	}
}

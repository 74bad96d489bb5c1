package dev.kontor.shared.web;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.Versioned;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EntityTagsTest {

	@Test
	void theTagOfAVersionIsItsNumberInQuotesAndReadsBack() {
		assertThat(EntityTags.of(42)).isEqualTo("\"42\"");
		assertThat(EntityTags.expectedVersion(EntityTags.of(42))).isEqualTo(42L);
		assertThat(EntityTags.expectedVersion(" \"0\" ")).isZero();
	}

	@Test
	void noHeaderAndAStarAskForNoVersion() {
		assertThat(EntityTags.expectedVersion(null)).isNull();
		assertThat(EntityTags.expectedVersion("")).isNull();
		assertThat(EntityTags.expectedVersion("*")).isNull();
	}

	@ParameterizedTest
	@ValueSource(strings = { "W/\"1\"", "1", "\"one\"", "\"1\", \"2\"", "\"-1\"", "\"1234567890123456789\"" })
	void tagsThatNameNoVersionOfOursNeverMatch(String ifMatch) {
		assertThatThrownBy(() -> EntityTags.expectedVersion(ifMatch)).isInstanceOf(PreconditionFailed.class);
	}

	@Test
	void aVersionedRecordMatchesItsOwnVersionOrAny() {
		Versioned<String> read = new Versioned<>("record", 3);

		assertThat(read.matches(3L)).isTrue();
		assertThat(read.matches(null)).isTrue();
		assertThat(read.matches(2L)).isFalse();
		assertThat(read.next("written")).isEqualTo(new Versioned<>("written", 4));
	}
}

package dev.kontor.shared.idempotency;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IdempotencyKeyHeaderTest {

	static Stream<Arguments> refusedKeys() {
		return Stream.of(Arguments.of(List.of()), Arguments.of(List.of("")), Arguments.of(List.of("k".repeat(256))),
				Arguments.of(List.of("ümlaut")), Arguments.of(List.of("tab\tinside")), Arguments.of(List.of("del\u007f")),
				Arguments.of(List.of("line\nbreak")), Arguments.of(List.of("a", "b")));
	}

	@ParameterizedTest
	@MethodSource("refusedKeys")
	void refusesKeysThatAreNotOneValueOfPrintableAscii(List<String> values) {
		assertThatThrownBy(() -> IdempotencyKeyHeader.keyOf(values)).isInstanceOf(InvalidInput.class)
			.satisfies(ex -> assertThat(((InvalidInput) ex).errors()).containsKey("Idempotency-Key"));
	}

	@Test
	void takesOneToTwoHundredFiftyFivePrintableCharacters() {
		assertThat(IdempotencyKeyHeader.keyOf(List.of("k"))).isEqualTo("k");
		assertThat(IdempotencyKeyHeader.keyOf(List.of("~".repeat(255)))).hasSize(255);
		assertThat(IdempotencyKeyHeader.keyOf(List.of("order 42: retry #1 (a/b)"))).isEqualTo("order 42: retry #1 (a/b)");
	}
}

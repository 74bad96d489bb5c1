package dev.kontor.shared.web;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StrictJsonInputTest {

	enum Side {
		Buy, Sell
	}

	/** Every property may be left out, so that a refused body is refused for the one value it sends. */
	record Body(@Nullable Boolean flag, @Nullable Integer count, @Nullable BigDecimal amount,
			@Nullable Instant dateTime, @Nullable LocalDate date, @Nullable Side side, @Nullable UUID id,
			@Nullable String text, @Nullable List<String> names, @Nullable JsonNode any) {
	}

	record PrimitiveFlag(boolean value) {
	}

	private final JsonMapper mapper = mapper();

	private static JsonMapper mapper() {
		JsonMapper.Builder builder = JsonMapper.builder();
		StrictJsonInput.apply(builder);
		return builder.build();
	}

	static Stream<String> refused() {
		return Stream.of("{\"flag\": 1}", "{\"flag\": \"true\"}", "{\"flag\": \"\"}",
				"{\"count\": \"3\"}", "{\"count\": \"\"}", "{\"count\": 1.5}", "{\"count\": true}",
				"{\"amount\": \"101.5\"}", "{\"amount\": \"\"}", "{\"amount\": []}",
				"{\"dateTime\": 1e400}", "{\"dateTime\": 1700000000000}", "{\"dateTime\": \"\"}",
				"{\"dateTime\": []}", "{\"dateTime\": [\"2026-11-25T10:15:30Z\"]}", "{\"date\": 20260101}",
				"{\"date\": \"\"}", "{\"date\": []}", "{\"date\": [2026, 11, 25]}", "{\"date\": [\"2026-11-25\"]}", "{\"side\": 0}",
				"{\"side\": \"\"}", "{\"side\": \"Hold\"}", "{\"side\": \"buy\"}", "{\"side\": []}",
				"{\"id\": \"\"}", "{\"id\": \"not-a-uuid\"}", "{\"text\": 123}", "{\"text\": false}",
				"{\"text\": \"a\\u0000b\"}", "{\"names\": [\"\\u0000\"]}",
				"{\"any\": \"a\\u0000b\"}",
				"{\"any\": {\"list\": [1, \"\\u0000\"]}}",
				"{\"any\": {\"a\\u0000\": 1}}",
				"{\"names\": \"\"}", "{\"names\": {}}");
	}

	@ParameterizedTest
	@MethodSource
	void refused(String json) {
		assertThatThrownBy(() -> mapper.readValue(json, Body.class)).isInstanceOf(JacksonException.class);
	}

	@Test
	void readsAnEmptyObject() {
		assertThat(mapper.readValue("{}", Body.class).flag()).isNull();
	}

	@Test
	void aPrimitiveFlagIsABoolean() {
		assertThat(mapper.readValue("{\"value\": true}", PrimitiveFlag.class).value()).isTrue();
		assertThatThrownBy(() -> mapper.readValue("{\"value\": 0}", PrimitiveFlag.class))
			.isInstanceOf(JacksonException.class);
	}

	@Test
	void readsTheDocumentedShapes() {
		Body body = mapper.readValue("""
				{"flag": true, "count": 3, "amount": 101.5, "dateTime": "2026-11-25T10:15:30.123Z",
				 "date": "2026-11-25", "side": "Sell", "id": "0192f0c8-4b5e-7c6d-8e9f-0a1b2c3d4e5f", "text": "",
				 "names": []}
				""", Body.class);

		assertThat(body).isEqualTo(new Body(true, 3, new BigDecimal("101.5"),
				Instant.parse("2026-11-25T10:15:30.123Z"), LocalDate.parse("2026-11-25"), Side.Sell,
				UUID.fromString("0192f0c8-4b5e-7c6d-8e9f-0a1b2c3d4e5f"), "", List.of(), null));
	}

	@Test
	void readsNullsAsNull() {
		Body body = mapper.readValue(
				"{\"flag\": null, \"amount\": null, \"dateTime\": null, \"side\": null}",
				Body.class);

		assertThat(body.flag()).isNull();
		assertThat(body.amount()).isNull();
		assertThat(body.dateTime()).isNull();
		assertThat(body.side()).isNull();
	}

	@Test
	void namesTheNulCharacterInAnyJsonValueByThePropertyHoldingIt() {
		assertThatThrownBy(() -> mapper.readValue(
				"[{}, {\"any\": [\"a\", \"\\u0000\"]}]", Body[].class))
			.isInstanceOfSatisfying(JacksonException.class, ex -> assertThat(JsonPaths.of(ex)).isEqualTo("[1].any"));
		assertThat(mapper.readValue("{\"any\": {\"a\": [1, \"b\", true, null]}}", Body.class).any())
			.isEqualTo(mapper.readTree("{\"a\": [1, \"b\", true, null]}"));
	}

	@Test
	void namesTheOutOfRangeDateTimeByItsPath() {
		assertThatThrownBy(() -> mapper.readValue(
				"[{}, {\"dateTime\": 1e400}]", Body[].class))
			.isInstanceOfSatisfying(JacksonException.class,
					ex -> assertThat(ex.getPathReference()).contains("[1]").contains("dateTime"));
	}

	@Test
	void refusesAPropertySentTwiceInOneObjectNamingItByItsPath() {
		assertThatThrownBy(() -> mapper.readValue("{\"count\": 1, \"count\": 2}", Body.class))
			.satisfies(ex -> assertThat(JsonPaths.ofDuplicate(ex)).isEqualTo("count"));
		assertThatThrownBy(() -> mapper.readValue(
				"[{}, {\"names\": [], \"text\": \"a\", \"text\": \"b\"}]", Body[].class))
			.satisfies(ex -> {
				assertThat(JsonPaths.ofDuplicate(ex)).isEqualTo("[1].text");
				assertThat(JsonPaths.duplicateName(ex)).isEqualTo("text");
			});
		assertThatThrownBy(() -> mapper.readTree("{\"a\": [1, {\"b\": 1, \"c\": {}, \"b\": 2}]}"))
			.satisfies(ex -> assertThat(JsonPaths.ofDuplicate(ex)).isEqualTo("a[1].b"));
	}

	@Test
	void aFailureOfAnotherKindNamesNoDuplicate() {
		assertThatThrownBy(() -> mapper.readValue("{\"count\": 1, \"text\"", Body.class))
			.satisfies(ex -> assertThat(JsonPaths.ofDuplicate(ex)).isEmpty())
			.satisfies(ex -> assertThat(JsonPaths.duplicateName(ex)).isEmpty());
		assertThat(mapper.readTree("{\"a\": {\"b\": 1}, \"c\": {\"b\": 2}}").get("c").get("b").asInt())
			.as("one name in two objects").isEqualTo(2);
	}
}

package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The quote deserializer against databind's binding of a record of the same shape, with the settings the application
 * gives its mapper: every input one accepts the other reads to an equal quote, every input one refuses the other
 * refuses.
 */
class QuoteInputDeserializerTest {

	private static final JsonMapper JSON = JsonMapper.builder()
		.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
		.build();

	private static final ObjectReader QUOTES = JSON.readerFor(QuoteInput.class);

	private static final ObjectReader DATABIND = JSON.readerFor(DatabindQuote.class);

	@ParameterizedTest
	@MethodSource("quotes")
	void readsEveryQuoteAsDatabindDoes(String json) {
		assertSameOutcome("[" + json + "]");
		assertSameOutcome(json + "\n" + json + "\n");
	}

	@Test
	void readsUtcInstantsOfEveryPrecisionAsDatabindDoes() {
		Random random = new Random(7);
		long first = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
		long last = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
		String quotes = IntStream.range(0, 20_000).mapToObj(i -> {
			Instant instant = Instant.ofEpochSecond(first + (long) (random.nextDouble() * (last - first)),
					random.nextInt(1_000_000_000));
			String time = instant.truncatedTo(ChronoUnit.SECONDS).toString();
			int digits = i % 10;
			String fraction = digits == 0 ? "" : "." + "%09d".formatted(instant.getNano()).substring(0, digits);
			return quote(Map.of("dateTime", "\"" + time.replace("Z", fraction + "Z") + "\""));
		}).collect(Collectors.joining(",", "[", "]"));

		assertThat(read(QUOTES, quotes).values()).hasSize(20_000);
		assertSameOutcome(quotes);
	}

	@Test
	void keepsTheQuotesReadBeforeAFaultyOneOfAStream() {
		String good = quote(Map.of());
		String stream = good + "\n" + good + "\n" + quote(Map.of("bid", "[1]")) + "\n" + good + "\n";

		Outcome outcome = read(QUOTES, stream);

		assertThat(outcome.values()).hasSize(2);
		assertThat(outcome.failure()).isNotNull();
		assertSameOutcome(stream);
	}

	static Stream<String> quotes() {
		List<String> quotes = new ArrayList<>();
		quotes.add(quote(Map.of()));
		Stream.of("2026-11-24T02:22:04Z", "2026-11-24T02:22:04.1Z", "2026-11-24T02:22:04.12Z",
				"2026-11-24T02:22:04.123Z", "2026-11-24T02:22:04.1234Z", "2026-11-24T02:22:04.12345Z",
				"2026-11-24T02:22:04.123456Z", "2026-11-24T02:22:04.1234567Z", "2026-11-24T02:22:04.12345678Z",
				"2026-11-24T02:22:04.123456789Z", "2026-11-24T02:22:04.1234567891Z", "2026-11-24T02:22:04.Z",
				"2026-11-24T02:22:04.000000Z", "2026-11-24t02:22:04z", "2026-11-24t02:22:04.5Z", "2026-11-24T02:22:04z",
				"2026-11-24T02:22:04+01:00", "2026-11-24T02:22:04.5-05:30", "2026-11-24T02:22:04+00:00",
				"2026-11-24T02:22:04+0000", "2026-11-24T02:22:04+00", "2026-11-24T02:22:04+0100",
				"2026-11-24T02:22:04", "2026-11-24T02:22Z", "2026-11-24 02:22:04Z", "2026/11/24T02:22:04Z",
				"2024-02-29T10:00:00Z", "2026-02-29T10:00:00Z", "2026-02-30T10:00:00Z", "2026-04-31T10:00:00Z",
				"2026-13-01T10:00:00Z", "2026-00-10T10:00:00Z", "2026-11-00T10:00:00Z", "2026-11-24T24:00:00Z",
				"2026-11-24T24:00:01Z", "2026-11-24T23:60:00Z", "2026-11-24T23:59:60Z", "2026-12-31T23:59:60Z",
				"0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "+12026-11-24T02:22:04Z",
				"-0001-11-24T02:22:04Z", " 2026-11-24T02:22:04Z", "2026-11-24T02:22:04Z ", "2026-11-24T02:22:04.12a4Z",
				"2026-1a-24T02:22:04Z", "\u0662\u0660\u0662\u0666-11-24T02:22:04Z", "2026-11-24T02:22:04.-5Z",
				"1700000000", "1700000000.5", "-1", "", "   ", "null", "not a time")
			.forEach(time -> quotes.add(quote(Map.of("dateTime", "\"" + time + "\""))));
		Stream.of("null", "1700000000", "1700000000.5", "-1", "1e3", "true", "{}", "{\"a\":1}", "[]",
				"[\"2026-11-24T02:22:04Z\"]", "\"2026\\u002d11-24T02:22:04Z\"")
			.forEach(time -> quotes.add(quote(Map.of("dateTime", time))));
		for (String amount : List.of("bid", "ask", "bidVolume", "askVolume")) {
			Stream.of("101.5", "101.50", "0", "0.000", "-0.0", "-3", "1e3", "1E+2147483647", "1.0E-2147483647",
					"12345678901234567890123", "\"101.5\"", "\" 101.5 \"", "\"\"", "\"null\"", "\"abc\"", "\"0x10\"",
					"\"1e3\"", "null", "true", "[]", "[1]", "{}", "{\"value\":1}")
				.forEach(value -> quotes.add(quote(Map.of(amount, value))));
		}
		for (String text : List.of("isinCode", "provider", "status")) {
			Stream.of("\"\"", "\"null\"", "5", "1.50", "true", "false", "null", "[]", "[\"a\"]", "{}", "{\"a\":\"b\"}")
				.forEach(value -> quotes.add(quote(Map.of(text, value))));
		}
		quotes.add(quote(Map.of("unknown", "1")));
		quotes.add(quote(Map.of("unknown", "{\"a\":[1,{\"b\":2}],\"c\":{}}")));
		quotes.add(quote(Map.of("unknown", "[1,2,{\"c\":null},[]]")));
		quotes.add(quote(Map.of("ISINCODE", "\"XS9000000018\"")));
		quotes.add("{\"isinCode\":\"XS9000000018\",\"isinCode\":\"XS9000000026\",\"bid\":1,\"bid\":2}");
		quotes.add("{\"unknown\":{\"isinCode\":\"XS9000000026\"},\"isinCode\":\"XS9000000018\"}");
		quotes.add("{}");
		quotes.add("{\"isinCode\":\"XS9000000018\"}");
		quotes.add("{\"bid\":101.5}");
		quotes.addAll(List.of("[]", "[" + quote(Map.of()) + "]", "5", "5.5", "\"x\"", "\"\"", "true", "null"));
		return quotes.stream();
	}

	/** The base quote with the given properties set to the given JSON values, each added when the quote has none. */
	private static String quote(Map<String, String> changes) {
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("isinCode", "\"XS9000000018\"");
		properties.put("provider", "\"ProviderA\"");
		properties.put("dateTime", "\"2026-11-24T02:22:04.127636Z\"");
		properties.put("status", "\"Open\"");
		properties.put("bid", "101.25");
		properties.put("ask", "101.5");
		properties.put("bidVolume", "964");
		properties.put("askVolume", "60");
		properties.putAll(changes);
		return properties.entrySet()
			.stream()
			.map(property -> "\"" + property.getKey() + "\":" + property.getValue())
			.collect(Collectors.joining(",", "{", "}"));
	}

	private static void assertSameOutcome(String json) {
		Outcome expected = read(DATABIND, json);
		Outcome actual = read(QUOTES, json);

		assertThat(actual.values()).as(json).isEqualTo(expected.values());
		assertThat(actual.failure() != null).as(json + " fails as with databind: " + expected.failure() + " / "
				+ actual.failure()).isEqualTo(expected.failure() != null);
	}

	/** The quotes read until the end or the first failure, as ingestion reads them. */
	private static Outcome read(ObjectReader reader, String json) {
		List<@Nullable QuoteInput> values = new ArrayList<>();
		try (MappingIterator<?> iterator = reader.readValues(json)) {
			while (iterator.hasNextValue()) {
				values.add(asQuoteInput(iterator.nextValue()));
			}
			return new Outcome(values, null);
		}
		catch (JacksonException ex) {
			return new Outcome(values, ex);
		}
	}

	private static @Nullable QuoteInput asQuoteInput(@Nullable Object value) {
		if (value instanceof DatabindQuote quote) {
			return new QuoteInput(quote.isinCode(), quote.provider(), quote.dateTime(), quote.status(), quote.bid(),
					quote.ask(), quote.bidVolume(), quote.askVolume());
		}
		return (QuoteInput) value;
	}

	private record Outcome(List<@Nullable QuoteInput> values, @Nullable JacksonException failure) {
	}

	/** The shape of {@link QuoteInput}, read by databind's own record binding. */
	record DatabindQuote(@Nullable String isinCode, @Nullable String provider, @Nullable Instant dateTime,
			@Nullable String status, @Nullable BigDecimal bid, @Nullable BigDecimal ask, @Nullable BigDecimal bidVolume,
			@Nullable BigDecimal askVolume) {
	}
}

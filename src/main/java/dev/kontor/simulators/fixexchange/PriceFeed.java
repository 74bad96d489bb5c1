package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Kontor's public price feed API as the simulator reads it: the latest quote of an instrument, the instrument's
 * market (MIC) and that market's calendar. None of these routes is rate limited by Kontor (its Bucket4j limits guard
 * the full quote snapshot, the quote history and the end-of-day prices only); the exchange polls one quote per
 * instrument with resting orders a few times a second at most.
 */
final class PriceFeed {

	static final Duration TIMEOUT = Duration.ofSeconds(3);

	private static final String BASE = "/api/pricefeed/v2";

	private final HttpClient http;

	private final URI url;

	private final AccessTokens tokens;

	private final JsonMapper json = JsonMapper.shared();

	/** Where and whether an instrument is listed: its market's MIC, absent when it names none. */
	record Listing(@Nullable String mic) {
	}

	PriceFeed(HttpClient http, URI url, AccessTokens tokens) {
		this.http = http;
		this.url = url;
		this.tokens = tokens;
	}

	/** The latest quote; empty when the price feed holds none for the instrument. */
	Optional<Quote> latest(Instrument instrument) throws IOException, InterruptedException {
		return get("/quotes/" + encode(instrument.isinCode()) + "?provider=" + encode(instrument.provider())
				+ "&checkDbWhenNeeded=true")
			.map(body -> new Quote(Instant.parse(body.path("dateTime").asString()), body.path("bid").decimalValue(),
					body.path("ask").decimalValue(), decimal(body.path("bidVolume")),
					decimal(body.path("askVolume"))));
	}

	/** The instrument's listing; empty when the price feed does not know the instrument. */
	Optional<Listing> listing(Instrument instrument) throws IOException, InterruptedException {
		return get("/instruments/" + encode(instrument.isinCode()) + "?provider=" + encode(instrument.provider()))
			.map(body -> new Listing(body.path("mic").isString() ? body.path("mic").asString() : null));
	}

	/** The market's calendar; one that never trades when the price feed has none for the market. */
	TradingCalendar calendar(String mic) throws IOException, InterruptedException {
		Optional<JsonNode> days = get("/markets/" + encode(mic) + "/working-days");
		Optional<JsonNode> holidays = get("/markets/" + encode(mic) + "/holidays");
		if (days.isEmpty()) {
			return TradingCalendar.NONE;
		}
		List<TradingCalendar.Session> sessions = new ArrayList<>();
		days.get().forEach(day -> sessions.add(new TradingCalendar.Session(day.path("dayOfWeek").asInt(),
				ZoneId.of(day.path("timeZone").asString()), time(day, "start"), time(day, "end"))));
		List<TradingCalendar.Closure> closures = new ArrayList<>();
		holidays.ifPresent(all -> all.forEach(holiday -> closures.add(new TradingCalendar.Closure(
				LocalDate.parse(holiday.path("date").asString()), ZoneId.of(holiday.path("timeZone").asString()),
				time(holiday, "start"), time(holiday, "end")))));
		return new TradingCalendar(sessions, closures);
	}

	private Optional<JsonNode> get(String path) throws IOException, InterruptedException {
		HttpResponse<String> response = send(path);
		if (response.statusCode() == 401) {
			tokens.forget();
			response = send(path);
		}
		if (response.statusCode() == 404) {
			return Optional.empty();
		}
		if (response.statusCode() != 200) {
			throw new IOException("GET " + BASE + path + " answered " + response.statusCode());
		}
		return Optional.of(json.readTree(response.body()));
	}

	private HttpResponse<String> send(String path) throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(URI.create(url + BASE + path))
			.timeout(TIMEOUT)
			.header("Authorization", "Bearer " + tokens.current())
			.header("Accept", "application/json")
			.GET()
			.build();
		return http.send(request, HttpResponse.BodyHandlers.ofString());
	}

	private static LocalTime time(JsonNode times, String which) {
		return LocalTime.of(times.path(which + "Hour").asInt(), times.path(which + "Minute").asInt(),
				times.path(which + "Second").asInt());
	}

	private static @Nullable BigDecimal decimal(JsonNode node) {
		return node.isNumber() ? node.decimalValue() : null;
	}

	private static String encode(String text) {
		return URLEncoder.encode(text, StandardCharsets.UTF_8);
	}
}

package dev.kontor.pricefeed;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/** Delta snapshots over HTTP while several connectors ingest at once: every change comes once, none is missed. */
class PriceFeedQuoteSnapshotConcurrencyTest extends PriceFeedHttpTest {

	static final Instant T0 = Instant.now().truncatedTo(ChronoUnit.HOURS).minus(2, ChronoUnit.HOURS);

	@Test
	void deltaSnapshotsNeverMissOrRepeatAQuoteUnderConcurrentIngest() throws Exception {
		int writers = 4;
		int rounds = 25;
		List<List<String>> isinsOfWriter = IntStream.range(0, writers).mapToObj(w -> newStocks(5)).toList();
		Set<String> ours = new HashSet<>();
		isinsOfWriter.forEach(ours::addAll);
		Map<String, Instant> view = new HashMap<>();
		Set<String> received = new HashSet<>();
		AtomicBoolean ingesting = new AtomicBoolean(true);
		try (ExecutorService pool = Executors.newFixedThreadPool(writers + 1)) {
			List<Future<?>> ingests = new ArrayList<>();
			for (List<String> isins : isinsOfWriter) {
				ingests.add(pool.submit(() -> ingestRounds(isins, rounds)));
			}
			Future<?> reader = pool.submit(() -> {
				long timeStamp = readInto(null, ours, view, received);
				while (ingesting.get()) {
					timeStamp = readInto(timeStamp, ours, view, received);
				}
				return readInto(timeStamp, ours, view, received);
			});
			for (Future<?> ingest : ingests) {
				ingest.get();
			}
			ingesting.set(false);
			reader.get();
		}

		assertThat(view).hasSize(ours.size())
			.allSatisfy((isin, dateTime) -> assertThat(dateTime).isEqualTo(T0.plusSeconds(rounds - 1)));
	}

	List<String> newStocks(int count) {
		List<String> isins = IntStream.range(0, count).mapToObj(i -> TestIsins.random()).toList();
		upsertInstruments(isins.stream().map(isin -> instrument(isin, "ProviderA", "Stocks")).toArray());
		return isins;
	}

	Void ingestRounds(List<String> isins, int rounds) {
		for (int round = 0; round < rounds; round++) {
			Instant dateTime = T0.plusSeconds(round);
			String bid = "1" + round;
			String ask = "2" + round;
			List<Map<String, Object>> quotes = isins.stream()
				.map(isin -> PriceFeedQuoteApiTest.quote(isin, dateTime, bid, ask))
				.toList();
			Http.Response response = http.postJson(API + "/quotes/ingest", feed, quotes);
			assertThat(response.status()).as(response.toString()).isEqualTo(200);
		}
		return null;
	}

	/** Reads a delta (full when {@code since} is null) into the view, checking that no quote comes twice. */
	long readInto(Long since, Set<String> ours, Map<String, Instant> view, Set<String> received) {
		Http.Response response = http.get(API + "/quotes" + (since == null ? "" : "?lastTimeStamp=" + since), reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		for (JsonNode quote : response.json().get("quotes")) {
			String isin = quote.get("isinCode").asString();
			if (ours.contains(isin)) {
				String version = isin + "@" + quote.get("dateTime").asString();
				assertThat(received.add(version)).as("received twice: " + version).isTrue();
				view.put(isin, Instant.parse(quote.get("dateTime").asString()));
			}
		}
		return response.json().get("timeStamp").asLong();
	}
}

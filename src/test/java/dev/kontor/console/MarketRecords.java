package dev.kontor.console;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** Instruments with quotes for the console's market pages, through the price feed's operator API. */
final class MarketRecords {

	private final Http http;

	private final Platform platform;

	MarketRecords(Http http, Platform platform) {
		this.http = http;
		this.platform = platform;
	}

	/** An instrument of ProviderA with two quotes in one five-minute bucket a quarter of an hour ago. */
	void instrumentWithQuotes(String isin) {
		String operator = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		Map<String, Object> instrument = new LinkedHashMap<>();
		instrument.put("isinCode", isin);
		instrument.put("provider", "ProviderA");
		instrument.put("name", "Officer Test Instrument " + isin);
		instrument.put("currency", "EUR");
		instrument.put("market", "Xetra");
		instrument.put("mic", "XETR");
		instrument.put("type", "Stocks");
		Http.Response upserted = http.putJson("/api/pricefeed/v2/admin/instruments", operator, List.of(instrument));
		assertThat(upserted.status()).as(upserted.toString()).isEqualTo(200);
		String writer = platform.priceConnectorToken();
		long bucket = Instant.now().minus(15, ChronoUnit.MINUTES).getEpochSecond() / 300 * 300;
		Instant first = Instant.ofEpochSecond(bucket);
		Http.Response ingested = http.postJson("/api/pricefeed/v2/quotes/ingest", writer,
				List.of(quote(isin, first, "10.00", "10.20"), quote(isin, first.plusSeconds(60), "10.40", "10.60")));
		assertThat(ingested.status()).as(ingested.toString()).isEqualTo(200);
	}

	/** A quote of the instrument stamped now, as a price connector sends it. */
	void quoteNow(String isin, String bid, String ask) {
		Http.Response ingested = http.postJson("/api/pricefeed/v2/quotes/ingest", platform.priceConnectorToken(),
				List.of(quote(isin, Instant.now(), bid, ask)));
		assertThat(ingested.status()).as(ingested.toString()).isEqualTo(200);
	}

	private static Map<String, Object> quote(String isin, Instant at, String bid, String ask) {
		return Map.of("isinCode", isin, "provider", "ProviderA", "dateTime", at.toString(), "status", "Open", "bid",
				new BigDecimal(bid), "ask", new BigDecimal(ask));
	}
}

package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * End-of-day prices for the loss tests, set as a provider connector sets them: the operator lists the instrument, a
 * tenant's feed client sends a quote of the day (bid = ask, so the closing mid is the price).
 */
final class ClosingQuotes {

	private final Http http;

	private final String referenceWriter;

	private final String feed;

	ClosingQuotes(Http http, Platform platform) {
		this.http = http;
		this.referenceWriter = platform.clientCredentialsToken(platform.newServerClient(platform.operatorTenantId(),
				"pricefeed.read", "pricefeed.admin"), "pricefeed.read pricefeed.admin");
		this.feed = platform.priceConnectorToken();
	}

	void list(String isinCode, String currency) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isinCode);
		body.put("provider", "ProviderA");
		body.put("name", "Loss test " + isinCode);
		body.put("homeMarket", "Xetra");
		body.put("market", "Xetra");
		body.put("shortCode", isinCode.substring(2, 6));
		body.put("currency", currency);
		body.put("country", "Germany");
		body.put("mic", "XETR");
		body.put("type", "Stocks");
		body.put("alpha3CountryCode", "DEU");
		body.put("existsAtMasterData", true);
		body.put("settlementDays", 2);
		body.put("settlementFor", "OnValueDate");
		body.put("settlementDaysType", "WorkingDays");
		body.put("key", "KEY-" + isinCode);
		body.put("tradeable", true);
		Http.Response response = http.putJson("/api/pricefeed/v2/admin/instruments", referenceWriter, List.of(body));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
	}

	void close(String isinCode, LocalDate date, String price) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isinCode);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", date.atTime(LocalTime.of(17, 30)).toInstant(ZoneOffset.UTC).toString());
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(price));
		quote.put("ask", new BigDecimal(price));
		Http.Response response = http.postJson("/api/pricefeed/v2/quotes/ingest", feed, List.of(quote));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
	}
}

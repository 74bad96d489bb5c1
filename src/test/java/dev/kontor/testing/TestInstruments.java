package dev.kontor.testing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Instruments of ProviderA registered under a name, as the reference data would, for documents that name them. */
public final class TestInstruments {

	private TestInstruments() {
	}

	public static void register(Http http, Platform platform, String isin, String name) {
		String writer = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("provider", "ProviderA");
		body.put("name", name);
		body.put("currency", "EUR");
		body.put("mic", "XETR");
		body.put("type", "Stocks");
		body.put("existsAtMasterData", true);
		body.put("settlementDays", 2);
		body.put("settlementFor", "OnValueDate");
		body.put("settlementDaysType", "WorkingDays");
		body.put("tradeable", true);
		Http.Response response = http.putJson("/api/pricefeed/v2/admin/instruments", writer, List.of(body));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
	}
}

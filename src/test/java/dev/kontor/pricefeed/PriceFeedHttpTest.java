package dev.kontor.pricefeed;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the price feed HTTP tests share: a tenant with a reading and a writing client (quotes, order support), an
 * operator client for the reference data every tenant shares, instrument bodies.
 */
abstract class PriceFeedHttpTest extends HttpTest {

	static final String API = "/api/pricefeed/v2";

	UUID tenantId;

	String reader;

	/** The tenant's own pricefeed.write: its order support. */
	String writer;

	/** A price connector of the operator: quotes, which every tenant shares. */
	String feed;

	/** {@code pricefeed.admin} of a client of tenant operator: instruments, calendars, settlement settings. */
	String referenceWriter;

	@BeforeEach
	void tenantWithClients() {
		tenantId = platform.newTenant();
		reader = token(tenantId, "pricefeed.read");
		writer = token(tenantId, "pricefeed.read", "pricefeed.write");
		feed = platform.priceConnectorToken();
		referenceWriter = token(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin");
	}

	String token(UUID tenant, String... scopes) {
		return platform.clientCredentialsToken(platform.newServerClient(tenant, scopes), String.join(" ", scopes));
	}

	/** An instrument body with every field of document 2 but {@code id}. */
	static Map<String, Object> instrument(String isinCode, String provider, String type) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isinCode);
		body.put("provider", provider);
		body.put("name", "Test instrument " + isinCode);
		body.put("homeMarket", "Xetra");
		body.put("market", "Xetra");
		body.put("shortCode", isinCode.substring(2, 6));
		body.put("currency", "EUR");
		body.put("country", "Germany");
		body.put("mic", "XETR");
		body.put("type", type);
		body.put("alpha3CountryCode", "DEU");
		body.put("existsAtMasterData", true);
		body.put("settlementDays", 2);
		body.put("settlementFor", "OnValueDate");
		body.put("settlementDaysType", "WorkingDays");
		body.put("key", "KEY-" + isinCode);
		body.put("tradeable", true);
		return body;
	}

	JsonNode upsertInstruments(Object... instruments) {
		Http.Response response = http.putJson(API + "/admin/instruments", referenceWriter, List.of(instruments));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	/** An RFC 7807 problem with this status whose {@code errors} name the property (none when null). */
	static void assertProblem(Http.Response response, int status, String property) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		JsonNode problem = response.json();
		assertThat(problem.get("status").asInt()).isEqualTo(status);
		assertThat(problem.has("type") && problem.has("title") && problem.has("detail")).isTrue();
		if (property != null) {
			assertThat(problem.get("errors").has(property)).as(response.toString()).isTrue();
		}
	}
}

package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.TestIsins;
import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/** Order support items over HTTP: per tenant, written by the tenant or the operator, checked, scoped. */
class PriceFeedOrderSupportApiTest extends PriceFeedHttpTest {

	private String isin;

	@BeforeEach
	void instrument() {
		isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
	}

	private Map<String, Object> item(String isinCode) {
		return new HashMap<>(Map.of("isinCode", isinCode, "fractionalOrdersAllowed", true, "moneyOrdersAllowed", true,
				"fractionalOrderMinQuantity", 0.001, "fractionalOrderMinAmount", 1.50, "peaMaxQuantity", 1000));
	}

	private Http.Response upsert(String token, Object... items) {
		return http.putJson(API + "/admin/order-support", token, List.of(items));
	}

	@Test
	void aTenantsItemsAreReadWithTheirInstrumentAndInvisibleToOtherTenants() {
		Http.Response stored = upsert(writer, item(isin));
		assertThat(stored.status()).as(stored.toString()).isEqualTo(200);

		JsonNode items = http.get(API + "/instruments/order-support", reader).json();
		assertThat(items.size()).isEqualTo(1);
		JsonNode item = items.get(0);
		assertThat(item).isEqualTo(stored.json().get(0));
		assertThat(item.get("tenantId").asString()).isEqualTo(tenantId.toString());
		assertThat(item.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(item.get("instrumentName").asString()).isEqualTo("Test instrument " + isin);
		assertThat(item.get("instrumentType").asString()).isEqualTo("Stocks");
		assertThat(item.get("shortCode").asString()).isEqualTo(isin.substring(2, 6));
		assertThat(item.get("fractionalOrderMinAmount").decimalValue()).isEqualByComparingTo("1.5");
		assertThat(item.get("tradeAllowed").asBoolean()).isTrue();
		assertThat(item.get("blockOrdersAllowed").asBoolean()).isFalse();
		assertThat(item.get("blockOrderMinAmount").isNull()).isTrue();
		assertThat(item.get("createdUserId").asString()).isEqualTo(item.get("updatedUserId").asString());
		assertThat(item.properties().stream().map(Map.Entry::getKey).toList()).as("document 2's order")
			.containsExactly("tenantId", "provider", "isinCode", "shortCode", "instrumentName", "instrumentType",
					"fractionalOrdersAllowed", "moneyOrdersAllowed", "blockOrdersAllowed", "sellAllowedOnly",
					"tradeAllowed", "fractionalOrderMinQuantity", "fractionalOrderMinAmount", "blockOrderMinQuantity",
					"blockOrderMinAmount", "maxQuantityPerOrderBlock", "peaMaxQuantity", "createdDate", "updatedDate",
					"createdUserId", "updatedUserId");

		String otherTenant = token(platform.newTenant(), "pricefeed.read");
		assertThat(http.get(API + "/instruments/order-support", otherTenant).json().isEmpty()).isTrue();
	}

	@Test
	void anUpdateKeepsTheCreationAndProvidersStayApart() {
		String created = upsert(writer, item(isin)).json().get(0).get("createdDate").asString();
		Map<String, Object> changed = item(isin);
		changed.put("tradeAllowed", false);
		changed.put("sellAllowedOnly", true);

		JsonNode updated = upsert(writer, changed).json().get(0);

		assertThat(updated.get("createdDate").asString()).isEqualTo(created);
		assertThat(updated.get("tradeAllowed").asBoolean()).isFalse();
		assertThat(updated.get("sellAllowedOnly").asBoolean()).isTrue();
		assertThat(http.get(API + "/instruments/order-support", reader).json().size()).isEqualTo(1);
		assertThat(http.get(API + "/instruments/order-support?provider=ProviderB", reader).json().isEmpty()).isTrue();
		assertProblem(http.get(API + "/instruments/order-support?provider=ProviderC", reader), 400, "provider");
	}

	@Test
	void onlyTheOperatorWritesAnotherTenantsItems() {
		UUID otherTenant = platform.newTenant();
		Map<String, Object> forOther = item(isin);
		forOther.put("tenantId", otherTenant);

		assertProblem(upsert(writer, forOther), 403, null);
		assertThat(upsert(platform.adminToken(), forOther).status()).isEqualTo(200);

		String otherReader = token(otherTenant, "pricefeed.read");
		assertThat(http.get(API + "/instruments/order-support", otherReader).json().size()).isEqualTo(1);
		assertThat(http.get(API + "/instruments/order-support", reader).json().isEmpty()).isTrue();
	}

	@Test
	void anItemOfAnUnknownInstrumentOrOfAnotherProvidersInstrumentIs422() {
		assertProblem(upsert(writer, item(isin), item(TestIsins.random())), 422, "[1].isinCode");
		Map<String, Object> atB = item(isin);
		atB.put("provider", "ProviderB");
		assertProblem(upsert(writer, atB), 422, "[0].isinCode");
		assertThat(http.get(API + "/instruments/order-support", reader).json().isEmpty())
			.as("nothing of a refused body is stored")
			.isTrue();
	}

	static Stream<Arguments> itemFields() {
		return Stream.of(Arguments.of("fractionalOrderMinQuantity", 0, new BigDecimal("-0.000001")),
				Arguments.of("fractionalOrderMinAmount", new BigDecimal("9999999999999.999999"),
						new BigDecimal("99999999999999")),
				Arguments.of("blockOrderMinQuantity", new BigDecimal("0.000001"), new BigDecimal("0.0000001")),
				Arguments.of("blockOrderMinAmount", 1, -1), Arguments.of("maxQuantityPerOrderBlock", 5, "many"),
				Arguments.of("peaMaxQuantity", 0, -5), Arguments.of("provider", "ProviderA", "ProviderX"),
				Arguments.of("tenantId", null, "not-a-uuid"), Arguments.of("tradeAllowed", true, "perhaps"));
	}

	@ParameterizedTest(name = "{0}: {1} accepted, {2} refused")
	@MethodSource("itemFields")
	void everyFieldIsCheckedAndNamedByItsIndex(String field, Object accepted, Object refused) {
		Map<String, Object> item = item(isin);
		item.put(field, accepted);
		Http.Response ok = upsert(writer, item);
		assertThat(ok.status()).as(ok.toString()).isEqualTo(200);

		item.put(field, refused);
		assertProblem(upsert(writer, item), 400, "[0]." + field);
	}

	@Test
	void anIsinIsCheckedAndNamedOnce() {
		assertProblem(upsert(writer, item(TestIsins.withWrongCheckDigit(isin))), 400, "[0].isinCode");
		assertProblem(upsert(writer, item(isin), item(isin)), 400, "[1].isinCode");
	}

	@Test
	void readingNeedsPricefeedReadAndWritingPricefeedWrite() {
		assertProblem(upsert(reader, item(isin)), 403, null);
		assertProblem(http.get(API + "/instruments/order-support", token(tenantId, "pricefeed.write")), 403, null);
		assertThat(http.get(API + "/instruments/order-support").status()).isEqualTo(401);
	}
}

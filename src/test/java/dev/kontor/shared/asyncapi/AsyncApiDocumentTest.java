package dev.kontor.shared.asyncapi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import tools.jackson.databind.JsonNode;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.NodeTools;
import dev.kontor.webhooks.catalogue.EventType;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The AsyncAPI document at {@code /asyncapi.json}: public, valid by the AsyncAPI parser, and describing every type of
 * the event catalogue with its parameters, on the webhooks and on the event stream, and the quote stream's messages.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "the AsyncAPI document does not depend on the database: checked once, against H2")
class AsyncApiDocumentTest extends HttpTest {

	private static final Path WRITTEN = Path.of("target", "asyncapi.json");

	private JsonNode document;

	@BeforeEach
	void readDocument() {
		Http.Response response = http.get("/asyncapi.json");
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.headers().get("content-type")).anyMatch(type -> type.startsWith("application/json"));
		document = response.json();
	}

	@Test
	void theAsyncApiParserFindsNoError() throws IOException {
		Files.writeString(WRITTEN, document.toString());

		NodeTools.Run parsed = NodeTools.run("node", "validate-asyncapi.mjs", WRITTEN.toAbsolutePath().toString());

		assertThat(parsed.exitCode()).as(parsed.output()).isZero();
		assertThat(parsed.output()).contains("valid: 3 channels");
		assertThat(document.get("asyncapi").asString()).isEqualTo("3.0.0");
		assertThat(document.get("servers").get("kontor").get("host").asString()).isEqualTo("localhost:" + PORT);
	}

	@Test
	void everyEventTypeIsAMessageOfTheWebhooksAndOfTheEventStream() {
		JsonNode webhooks = document.get("channels").get("webhooks").get("messages");
		JsonNode stream = document.get("channels").get("eventStream").get("messages");

		List<String> types = Arrays.stream(EventType.values()).map(EventType::name).toList();
		assertThat(types).hasSize(32);
		assertThat(webhooks.propertyNames()).containsExactlyInAnyOrderElementsOf(types);
		assertThat(stream.propertyNames()).containsExactlyInAnyOrderElementsOf(types);
		assertThat(document.get("channels").get("eventStream").get("address").asString())
			.isEqualTo("/api/v3/events/stream");
	}

	@Test
	void eachEventsSchemaNamesItsTypeAndItsParametersInTheCataloguesOrder() {
		List<String> mismatched = new ArrayList<>();
		for (EventType type : EventType.values()) {
			JsonNode schema = document.get("components").get("schemas").get(type.name());
			List<String> keys = new ArrayList<>();
			schema.get("properties").get("additionalData").get("items")
				.forEach(item -> keys.add(item.get("properties").get("key").get("const").asString()));
			if (!keys.equals(type.requiredParameters())
					|| !schema.get("properties").get("type").get("const").asString().equals(type.name())) {
				mismatched.add(type.name());
			}
		}

		assertThat(mismatched).isEmpty();
		JsonNode statement = document.get("components").get("schemas").get("NewInternalAccountStatement");
		assertThat(statement.get("properties").get("additionalData").get("items").get(1).get("properties")
			.get("value").get("pattern").asString()).isEqualTo("^(?:(19|2[0-9])[0-9]{2})$");
	}

	@Test
	void theWebhooksCarryTheirSignatureHeaders() {
		JsonNode headers = document.get("components").get("messageTraits").get("signedWebhook").get("headers");

		assertThat(headers.get("properties").propertyNames()).contains("webhook-id", "webhook-timestamp",
				"webhook-signature", "X-Svc-Trader-Backend-Content-Signature-HMAC");
	}

	@Test
	void theQuoteStreamTakesSubscriptionsAndSendsQuotesOfTheKnownProviders() {
		JsonNode channel = document.get("channels").get("quoteStream");
		JsonNode subscribe = document.get("components").get("messages").get("QuoteStreamSubscribe").get("payload");
		JsonNode quote = document.get("components").get("messages").get("QuoteStreamQuote").get("payload");

		assertThat(channel.get("address").asString()).isEqualTo("/api/pricefeed/v2/quotes/stream");
		assertThat(channel.get("messages").propertyNames()).containsExactlyInAnyOrder("subscribe", "unsubscribe",
				"quote", "subscribed", "unsubscribed", "error");
		assertThat(subscribe.get("properties").propertyNames()).containsExactlyInAnyOrder("action", "provider",
				"isinCodes");
		assertThat(subscribe.get("properties").get("provider").get("enum").valueStream().map(JsonNode::asString))
			.containsExactlyElementsOf(Arrays.stream(TradeProvider.values()).map(Enum::name).toList());
		assertThat(quote.get("properties").propertyNames()).containsExactlyInAnyOrder("isinCode", "provider", "bid",
				"ask", "bidVolume", "askVolume", "dateTime", "status");
	}
}

package dev.kontor.bankaccounts;

import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** Documents and validation of bank accounts over HTTP: same bytes back, enums, limits, 413, tenant isolation. */
class BankAccountDocumentsTest extends HttpTest {

	private String token;

	private String accountId;

	@BeforeEach
	void account() {
		UUID tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write",
				"bankaccounts.read", "bankaccounts.write"), "clients.write bankaccounts.read bankaccounts.write");
		String owner = http.postJson("/api/v3/clients", token, Map.of("clientKey", "owner", "clientType", "Retail",
				"name", "Erika", "surname", "Mustermann")).json().get("id").asString();
		accountId = http.postJson("/api/v3/bank-accounts", token, Map.of("clientIds", List.of(owner),
				"accountHolderName", "Erika Mustermann", "bankName", "Commerzbank", "bic", "COBADEFFXXX",
				"alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban", "DE89370400440532013000"))
			.json()
			.get("id")
			.asString();
	}

	@Test
	void aDocumentReadsBackWithTheSameBytesAndIsListedInTheValidation() {
		byte[] file = new byte[4096];
		new Random(7).nextBytes(file);
		Map<String, Object> body = document(Map.of("fileData", "0x" + HexFormat.of().formatHex(file)));

		Http.Response uploaded = http.postJson(documents(), token, body);

		assertThat(uploaded.status()).as(uploaded.toString()).isEqualTo(201);
		String documentId = uploaded.json().get("id").asString();
		assertThat(uploaded.json().get("bankAccountId").asString()).isEqualTo(accountId);
		JsonNode content = http.get(documents() + "/" + documentId, token).json();
		assertThat(content.get("contentType").asString()).isEqualTo("Application_Pdf");
		assertThat(HexFormat.of().parseHex(content.get("fileData").asString().substring(2))).isEqualTo(file);
		JsonNode validation = http.get("/api/v3/bank-accounts/" + accountId + "/validation", token).json();
		assertThat(validation.get("uploadedDocuments").get(0).get("fileName").asString()).isEqualTo("passport.pdf");
		assertThat(http.get("/api/v3/bank-accounts/" + accountId, token).json().get("bankAccountValidation")
			.get("uploadedDocuments").size()).isEqualTo(1);

		assertThat(http.send(http.request(documents() + "/" + documentId).header("Authorization", "Bearer " + token)
			.DELETE()).status()).isEqualTo(204);
		assertThat(http.get(documents() + "/" + documentId, token).status()).isEqualTo(404);
	}

	@Test
	void aDocumentOverTheSizeLimitAnswers413() {
		String hex = "0x" + "ab".repeat(480 * 1024 + 1);

		assertThat(http.postJson(documents(), token, document(Map.of("fileData", hex))).status()).isEqualTo(413);
		assertThat(http.postJson(documents(), token, document(Map.of("fileData", "0x" + "ab".repeat(480 * 1024))))
			.status()).isEqualTo(201);
		assertThat(http.postJson(documents(), token, document(Map.of("fileData", "0x" + "ab".repeat(600 * 1024))))
			.status()).as("over the request size limit").isEqualTo(413);
	}

	static Stream<Arguments> badDocuments() {
		return Stream.of(Arguments.of("fileData", "abcd"), Arguments.of("fileData", "0xabc"),
				Arguments.of("fileData", "0xzz"), Arguments.of("contentType", "Image_Gif"),
				Arguments.of("contentType", null), Arguments.of("documentType", "Selfie"),
				Arguments.of("documentType", null), Arguments.of("label", "l".repeat(257)),
				Arguments.of("comment", "c".repeat(1025)), Arguments.of("fileName", "f".repeat(257)),
				Arguments.of("validFrom", "2026-13-01"), Arguments.of("validUntil", "01.01.2027"),
				Arguments.of("validUntil", "2020-01-01"));
	}

	@ParameterizedTest
	@MethodSource("badDocuments")
	void badDocumentFieldAnswers400NamingIt(String field, Object value) {
		Map<String, Object> body = document(Map.of("validFrom", "2025-01-01"));
		body.put(field, value);

		Http.Response response = http.postJson(documents(), token, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}

	@Test
	void textFieldsAtTheirLimitsAreAccepted() {
		Map<String, Object> body = document(Map.of("label", "l".repeat(256), "comment", "c".repeat(1024), "fileName",
				"f".repeat(256)));
		body.remove("fileData");

		assertThat(http.postJson(documents(), token, body).status()).isEqualTo(201);
	}

	@Test
	void validationStartsAsNoneAndIsSet() {
		JsonNode initial = http.get("/api/v3/bank-accounts/" + accountId + "/validation", token).json();
		assertThat(initial.get("validationMethod").asString()).isEqualTo("None");
		assertThat(initial.get("validated").asBoolean()).isFalse();

		Http.Response validated = http.putJson("/api/v3/bank-accounts/" + accountId + "/validation", token,
				Map.of("validationMethod", "OnlineBanking", "validated", true, "validationDate", "2026-11-20T10:15:00Z"));

		assertThat(validated.status()).as(validated.toString()).isEqualTo(200);
		assertThat(validated.json().get("validationDate").asString()).isEqualTo("2026-11-20T10:15:00Z");
		assertThat(validated.json().get("validationUserId").isNull()).isFalse();
		JsonNode read = http.get("/api/v3/bank-accounts/" + accountId + "/validation", token).json();
		assertThat(read.get("validationMethod").asString()).isEqualTo("OnlineBanking");
		assertThat(read.get("id").asString()).isEqualTo(initial.get("id").asString());
		assertThat(http.putJson("/api/v3/bank-accounts/" + accountId + "/validation", token,
				Map.of("validationMethod", "Telepathy", "validated", true)).status()).isEqualTo(400);
		assertThat(http.putJson("/api/v3/bank-accounts/" + accountId + "/validation", token,
				Map.of("validationMethod", "Manual", "validated", true, "validationDate", "yesterday"))
			.json().get("errors").has("validationDate")).isTrue();
	}

	@Test
	void anotherTenantsAccountHasNoDocumentsOrValidationForTheCaller() {
		String documentId = http.postJson(documents(), token, document(Map.of())).json().get("id").asString();
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "bankaccounts.read", "bankaccounts.write"),
				"bankaccounts.read bankaccounts.write");

		assertThat(http.get(documents() + "/" + documentId, other).status()).isEqualTo(404);
		assertThat(http.get("/api/v3/bank-accounts/" + accountId + "/validation", other).status()).isEqualTo(404);
		assertThat(http.postJson(documents(), other, document(Map.of())).status()).isEqualTo(404);
		assertThat(http.putJson("/api/v3/bank-accounts/" + accountId + "/validation", other,
				Map.of("validationMethod", "Manual", "validated", true)).status()).isEqualTo(404);
	}

	private String documents() {
		return "/api/v3/bank-accounts/" + accountId + "/documents";
	}

	private static Map<String, Object> document(Map<String, Object> overrides) {
		Map<String, Object> body = new HashMap<>(Map.of("contentType", "Application_Pdf", "documentType", "Passport",
				"fileData", "0x25504446", "label", "Passport", "fileName", "passport.pdf", "validUntil", "2030-01-01"));
		body.putAll(overrides);
		return body;
	}
}

package dev.kontor.clients;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
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

import dev.kontor.shared.documents.SampleFiles;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Documents of client records over HTTP with real tokens (contract section 11): upload, list without fileData, read
 * the same bytes back; tenant isolation, scopes, client-record binding; every limit crossed.
 */
class ClientDocumentApiTest extends HttpTest {

	private static final int TEN_MB = 10 * 1024 * 1024;

	private UUID tenantId;

	private String token;

	private String clientId;

	@BeforeEach
	void clientRecord() {
		tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
		clientId = platform.newClientRecord(tenantId, "documents-owner");
	}

	static Stream<Arguments> files() {
		return Stream.of(Arguments.of("Application_Pdf", SampleFiles.pdf()), Arguments.of("Image_Png", SampleFiles.png()),
				Arguments.of("Image_Jpeg", SampleFiles.jpeg()),
				Arguments.of("Text_Plain", "accepted as sent".getBytes(StandardCharsets.UTF_8)));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("files")
	void anUploadedDocumentReadsBackWithTheSameBytes(String contentType, byte[] file) {
		Http.Response uploaded = http.postJson(documents(clientId), token,
				document(Map.of("contentType", contentType, "fileData", hex(file))));

		assertThat(uploaded.status()).as(uploaded.toString()).isEqualTo(201);
		JsonNode created = uploaded.json();
		assertThat(created.has("fileData")).isFalse();
		assertThat(created.get("clientId").asString()).isEqualTo(clientId);
		assertThat(created.get("contentType").asString()).isEqualTo(contentType);
		assertThat(created.get("documentType").asString()).isEqualTo("Passport");
		assertThat(created.get("label").asString()).isEqualTo("Passport");
		assertThat(created.get("fileName").asString()).isEqualTo("passport");
		assertThat(created.get("validUntil").asString()).isEqualTo("2030-01-01");
		assertThat(created.get("size").asLong()).isEqualTo(file.length);
		assertThat(created.get("createdUserId").isNull()).isFalse();
		assertThat(created.get("createdDate").asString()).endsWith("Z");

		Http.Response read = http.get(documents(clientId) + "/" + created.get("id").asString(), token);
		assertThat(read.status()).as(read.toString()).isEqualTo(200);
		assertThat(read.json().get("id").asString()).isEqualTo(created.get("id").asString());
		assertThat(read.json().get("contentType").asString()).isEqualTo(contentType);
		assertThat(HexFormat.of().parseHex(read.json().get("fileData").asString().substring(2))).isEqualTo(file);
	}

	@Test
	void theListHoldsTheDocumentsOldestFirstWithoutFileDataAPageAtATime() {
		List<String> ids = Stream.of(SampleFiles.pdf(), SampleFiles.png(), SampleFiles.jpeg())
			.map(file -> http.postJson(documents(clientId), token,
					document(Map.of("contentType", contentTypeOf(file), "fileData", hex(file)))))
			.map(response -> response.json().get("id").asString())
			.toList();

		JsonNode all = http.get(documents(clientId), token).json();
		assertThat(all.get("totalRecordCount").asLong()).isEqualTo(3);
		assertThat(all.get("isLastPage").asBoolean()).isTrue();
		assertThat(all.get("data").valueStream().map(entry -> entry.get("id").asString()).toList())
			.containsExactlyElementsOf(ids);
		assertThat(all.get("data").valueStream()).allSatisfy(entry -> assertThat(entry.has("fileData")).isFalse());

		JsonNode firstPage = http.get(documents(clientId) + "?recordsPerPage=2", token).json();
		assertThat(firstPage.get("data").size()).isEqualTo(2);
		assertThat(firstPage.get("isLastPage").asBoolean()).isFalse();
		assertThat(firstPage.get("totalRecordCount").asLong()).isEqualTo(3);
		JsonNode secondPage = http.get(documents(clientId) + "?recordsPerPage=2&pageNumber=2", token).json();
		assertThat(secondPage.get("data").get(0).get("id").asString()).isEqualTo(ids.get(2));
		assertThat(http.get(documents(clientId) + "?recordsPerPage=0", token).status()).isEqualTo(400);
	}

	@Test
	void anotherTenantsClientRecordAndItsDocumentsAreNotFound() {
		String documentId = http.postJson(documents(clientId), token, document(Map.of())).json().get("id").asString();
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "clients.read", "clients.write"), "clients.read clients.write");
		String otherClient = platform.newClientRecord(otherTenant, "other-owner");

		assertThat(http.get(documents(clientId), other).status()).isEqualTo(404);
		assertThat(http.get(documents(clientId) + "/" + documentId, other).status()).isEqualTo(404);
		assertThat(http.get(documents(otherClient) + "/" + documentId, other).status()).isEqualTo(404);
		assertThat(http.postJson(documents(clientId), other, document(Map.of())).status()).isEqualTo(404);
		assertThat(http.get(documents(UUID.randomUUID().toString()), token).status()).isEqualTo(404);
		assertThat(http.get(documents(clientId) + "/" + UUID.randomUUID(), token).status()).isEqualTo(404);
		assertThat(http.get(documents(clientId), token).json().get("totalRecordCount").asLong()).isEqualTo(1);
	}

	@Test
	void aDocumentOfAnotherClientRecordOfTheTenantIsNotFoundUnderThisOne() {
		String documentId = http.postJson(documents(clientId), token, document(Map.of())).json().get("id").asString();
		String sibling = platform.newClientRecord(tenantId, "sibling");

		assertThat(http.get(documents(sibling) + "/" + documentId, token).status()).isEqualTo(404);
		assertThat(http.get(documents(sibling), token).json().get("data").size()).isZero();
	}

	@Test
	void uploadingNeedsClientsWriteAndReadingClientsRead() {
		String documentId = http.postJson(documents(clientId), token, document(Map.of())).json().get("id").asString();
		String readOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"),
				"clients.write");

		assertThat(http.postJson(documents(clientId), readOnly, document(Map.of())).status()).isEqualTo(403);
		assertThat(http.get(documents(clientId), writeOnly).status()).isEqualTo(403);
		assertThat(http.get(documents(clientId) + "/" + documentId, writeOnly).status()).isEqualTo(403);
		assertThat(http.get(documents(clientId), readOnly).status()).isEqualTo(200);
		assertThat(http.send(http.request(documents(clientId)).GET()).status()).isEqualTo(401);
	}

	@Test
	void aUserLinkedToAnotherClientRecordIsRefusedAndOneLinkedToThisOneServed() {
		String documentId = http.postJson(documents(clientId), token, document(Map.of())).json().get("id").asString();
		String otherRecord = platform.newClientRecord(tenantId, "linked-elsewhere");
		String stranger = platform.userToken(platform.newUserOfClientRecord(tenantId, otherRecord), "clients.read",
				"clients.write");
		String owner = platform.userToken(platform.newUserOfClientRecord(tenantId, clientId), "clients.read",
				"clients.write");

		assertThat(http.get(documents(clientId), stranger).status()).isEqualTo(403);
		assertThat(http.get(documents(clientId) + "/" + documentId, stranger).status()).isEqualTo(403);
		assertThat(http.postJson(documents(clientId), stranger, document(Map.of())).status()).isEqualTo(403);
		assertThat(http.get(documents(clientId) + "/" + documentId, owner).status()).isEqualTo(200);
		assertThat(http.postJson(documents(clientId), owner, document(Map.of())).status()).isEqualTo(201);
	}

	@Test
	void aDocumentOfTenMegabytesIsAcceptedAndOneByteMoreAnswers413() {
		byte[] atLimit = new byte[TEN_MB];
		atLimit[TEN_MB - 1] = 7;
		Http.Response accepted = http.postJson(documents(clientId), token,
				document(Map.of("contentType", "Text_Plain", "fileData", hex(atLimit))));
		assertThat(accepted.status()).as(accepted.toString()).isEqualTo(201);
		assertThat(accepted.json().get("size").asLong()).isEqualTo(TEN_MB);

		Http.Response tooLarge = http.postJson(documents(clientId), token,
				document(Map.of("contentType", "Text_Plain", "fileData", hex(new byte[TEN_MB + 1]))));
		assertThat(tooLarge.status()).as(tooLarge.toString()).isEqualTo(413);
		assertThat(tooLarge.header("Content-Type")).startsWith("application/problem+json");

		Http.Response overRequestLimit = http.postJson(documents(clientId), token,
				document(Map.of("contentType", "Text_Plain", "fileData", hex(new byte[TEN_MB + 100 * 1024]))));
		assertThat(overRequestLimit.status()).as("over the route's request size limit").isEqualTo(413);
		assertThat(http.get(documents(clientId), token).json().get("totalRecordCount").asLong()).isEqualTo(1);
	}

	static Stream<Arguments> mismatchingFiles() {
		byte[] pdf = SampleFiles.pdf();
		return Stream.of(Arguments.of("Application_Pdf", SampleFiles.png()),
				Arguments.of("Application_Pdf", "%PDF-1.7 truncated".getBytes(StandardCharsets.US_ASCII)),
				Arguments.of("Image_Png", SampleFiles.jpeg()), Arguments.of("Image_Png", new byte[] { (byte) 0x89, 'P',
						'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0 }),
				Arguments.of("Image_Jpeg", pdf), Arguments.of("Image_Jpeg", new byte[] { (byte) 0xff, (byte) 0xd8,
						(byte) 0xff, 0, 1, 2 }));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("mismatchingFiles")
	void bytesThatAreNotWhatTheContentTypeSaysAnswer400OnFileData(String contentType, byte[] file) {
		Http.Response response = http.postJson(documents(clientId), token,
				document(Map.of("contentType", contentType, "fileData", hex(file))));

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has("fileData")).as(response.toString()).isTrue();
	}

	static Stream<Arguments> badFields() {
		return Stream.of(Arguments.of("fileData", "25504446"), Arguments.of("fileData", "0x255"),
				Arguments.of("fileData", "0xzz"), Arguments.of("fileData", "0x"), Arguments.of("fileData", null),
				Arguments.of("contentType", "Image_Gif"), Arguments.of("contentType", null),
				Arguments.of("documentType", "Selfie"), Arguments.of("documentType", null),
				Arguments.of("label", "l".repeat(257)), Arguments.of("comment", "c".repeat(1025)),
				Arguments.of("fileName", "f".repeat(257)), Arguments.of("validFrom", "2026-13-01"),
				Arguments.of("validUntil", "2020-01-01"));
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("badFields")
	void aBadFieldAnswers400NamingIt(String field, Object value) {
		Map<String, Object> body = document(Map.of("validFrom", "2025-01-01"));
		body.put(field, value);

		Http.Response response = http.postJson(documents(clientId), token, body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
		assertThat(http.get(documents(clientId), token).json().get("totalRecordCount").asLong()).isZero();
	}

	@Test
	void textFieldsAtTheirLimitsAreAccepted() {
		Http.Response response = http.postJson(documents(clientId), token, document(Map.of("label", "l".repeat(256),
				"comment", "c".repeat(1024), "fileName", "f".repeat(256))));

		assertThat(response.status()).as(response.toString()).isEqualTo(201);
	}

	private static String documents(String clientId) {
		return "/api/v3/clients/" + clientId + "/documents";
	}

	private static String hex(byte[] file) {
		return "0x" + HexFormat.of().formatHex(file);
	}

	private static String contentTypeOf(byte[] file) {
		return file[0] == '%' ? "Application_Pdf" : file[0] == (byte) 0x89 ? "Image_Png" : "Image_Jpeg";
	}

	private static Map<String, Object> document(Map<String, Object> overrides) {
		Map<String, Object> body = new HashMap<>(Map.of("contentType", "Application_Pdf", "documentType", "Passport",
				"fileData", hex(SampleFiles.pdf()), "label", "Passport", "fileName", "passport", "validUntil",
				"2030-01-01"));
		body.putAll(overrides);
		return body;
	}
}

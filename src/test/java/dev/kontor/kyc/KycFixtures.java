package dev.kontor.kyc;

import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.kyc.callback.CallbackSignature;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** A tenant with a client record in status Initial and a server client that starts and reads its KYC sessions. */
final class KycFixtures {

	static final String NAME = "Erika";

	static final String SURNAME = "Mustermann";

	static final String DATE_OF_BIRTH = "1964-08-12";

	static final String REDIRECT_URL = "https://app.example.com/kyc-done";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	final Http http;

	final UUID tenantId;

	final String token;

	final String clientId;

	KycFixtures(Http http, Platform platform) {
		this.http = http;
		this.tenantId = platform.newTenant();
		this.token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read",
				"clients.write", "kyc.read", "kyc.write"), "clients.read clients.write kyc.read kyc.write");
		this.clientId = newClient();
	}

	String newClient() {
		Http.Response response = http.postJson("/api/v3/clients", token, Map.of("clientKey", Platform.unique("kyc"),
				"clientType", "Retail", "name", NAME, "surname", SURNAME, "dateOfBirth", DATE_OF_BIRTH));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	Http.Response start(String client, String initiatorKycId) {
		return http.postJson("/api/v3/clients/" + client + "/kyc-sessions", token,
				Map.of("initiatorKycId", initiatorKycId, "provider", "Simulated", "redirectUrl", REDIRECT_URL));
	}

	JsonNode started(String client, String initiatorKycId) {
		Http.Response response = start(client, initiatorKycId);
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json();
	}

	JsonNode session(String client, String initiatorKycId) {
		Http.Response response = http.get("/api/v3/clients/" + client + "/kyc-sessions/" + initiatorKycId, token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	String clientStatus(String client) {
		return http.get("/api/v3/clients/" + client, token).json().get("status").asString();
	}

	/** The token at the end of a simulator session's verificationUrl: the provider's reference. */
	static String reference(JsonNode session) {
		String url = session.get("verificationUrl").asString();
		return url.substring(url.lastIndexOf('/') + 1);
	}

	/** A callback body as the simulator sends one. */
	static Map<String, Object> callback(String reference, String event, Instant timestamp, String nonce) {
		Map<String, Object> body = new HashMap<>();
		body.put("sessionReference", reference);
		body.put("event", event);
		body.put("timestamp", timestamp.toString());
		body.put("nonce", nonce);
		body.put("person", Map.of("name", NAME + " " + SURNAME, "dateOfBirth", DATE_OF_BIRTH));
		body.put("document", Map.of("type", "IdentityCard", "nationality", "DEU"));
		body.put("report", Base64.getEncoder().encodeToString(minimalPdf()));
		return body;
	}

	Http.Response postCallback(Map<String, Object> body, String secret) {
		byte[] raw = JSON.writeValueAsBytes(body);
		return postCallback(raw, CallbackSignature.sign(secret, raw));
	}

	Http.Response postCallback(byte[] raw, String signature) {
		var request = http.request("/api/v3/kyc/providers/Simulated/callback")
			.header("Content-Type", "application/json")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(raw));
		if (signature != null) {
			request.header(CallbackSignature.HEADER, signature);
		}
		return http.send(request);
	}

	/** The ids of the KYC reports filed under the client record, read over the documents API. */
	List<String> reportsOf(String client) {
		Http.Response response = http.get("/api/v3/clients/" + client + "/documents", token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode list = response.json().has("data") ? response.json().get("data") : response.json();
		return list.valueStream()
			.filter(document -> document.get("documentType").asString().equals("FourthlineCDDReport"))
			.peek(report -> assertThat(report.get("contentType").asString()).isEqualTo("Application_Pdf"))
			.map(document -> document.get("id").asString())
			.toList();
	}

	static byte[] minimalPdf() {
		try (var pdf = new dev.kontor.shared.pdf.StatementPdf("test")) {
			pdf.title("KYC report");
			return pdf.bytes();
		}
	}
}

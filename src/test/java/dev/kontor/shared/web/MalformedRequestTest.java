package dev.kontor.shared.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** Requests no valid client sends answer 4xx with the documented body, never 500, with a token or without. */
class MalformedRequestTest extends HttpTest {

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "/actuator/health", "/api/v3/clients", "/admin/v1/events", "/connect/token" })
	void multipartWithoutBoundaryIsRefused(String path) {
		Http.Response response = http.send(http.request(path)
			.header("Content-Type", "multipart/form-data")
			.POST(HttpRequest.BodyPublishers.ofString("x")));

		assertThat(response.status()).as(response.toString()).isBetween(400, 499);
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "/admin/v1/events", "/admin/v1/tenants", "/api/masterdata/v2/admin/snapshots" })
	void multipartWithoutBoundaryIsRefusedAlsoWithAToken(String path) {
		Http.Response response = http.send(http.request(path)
			.header("Authorization", "Bearer " + platform.adminToken())
			.header("Content-Type", "multipart/form-data")
			.POST(HttpRequest.BodyPublishers.ofString("x")));

		assertThat(response.status()).as(response.toString()).isBetween(400, 499);
	}

	/** Sent on a socket of its own: the HTTP client refuses to send most of these. */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "/api/v3/clients?name=%zz", "/api/v3/clients?name=%ED%A0%80", "/api/v3/clients?name=%",
			"/api/v3/clients?name=%C3" })
	void malformedPercentEncodingIsRefused(String pathAndQuery) throws IOException {
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "clients.read"),
				"clients.read");

		assertThat(statusLine(pathAndQuery, "Authorization: Bearer " + token)).matches("HTTP/1\\.1 4\\d\\d.*");
	}

	/**
	 * A bearer token ending in a C1 control character (one byte, read by the server as ISO-8859-1), which the server's
	 * HTTP parser passes and the firewall refuses: 400, never 500. The same request with the token intact is
	 * answered.
	 */
	@ParameterizedTest(name = "character {0}")
	@ValueSource(ints = { 0x85, 0x9f, 0x80 })
	void aControlCharacterInTheTokenIsRefusedByTheFirewall(int character) throws IOException {
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "clients.read"),
				"clients.read");

		assertThat(statusLine("/api/v3/clients", "Authorization: Bearer " + token)).startsWith("HTTP/1.1 200");
		assertThat(statusLine("/api/v3/clients", "Authorization: Bearer " + token + (char) character))
			.startsWith("HTTP/1.1 400");
	}

	/** The status line of a GET of {@code path} with one header, sent on a socket of its own as ISO-8859-1 bytes. */
	private static String statusLine(String path, String header) throws IOException {
		try (Socket socket = new Socket("localhost", PORT)) {
			socket.getOutputStream()
				.write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\n" + header + "\r\nConnection: close\r\n\r\n")
					.getBytes(StandardCharsets.ISO_8859_1));
			return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1))
				.readLine();
		}
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "/api/v3/clients/%20", "/api/v3/clients/%20%20", "/api/v3/bank-accounts/%20" })
	void whitespaceForAnIdIsRefused(String path) {
		String token = platform.clientCredentialsToken(
				platform.newServerClient(platform.newTenant(), "clients.read", "bankaccounts.read"),
				"clients.read bankaccounts.read");

		Http.Response response = http.get(path, token);

		assertThat(response.status()).as(response.toString()).isBetween(400, 499);
	}
}

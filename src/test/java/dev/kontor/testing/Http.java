package dev.kontor.testing;

import java.io.IOException;
import java.net.CookieManager;
import java.net.InetAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A plain HTTP client for the tests, as an integrator would call the platform: no redirects followed, cookies kept
 * per instance (for the browser-less sign-in flow).
 */
public final class Http {

	static final JsonMapper JSON = JsonMapper.builder().build();

	private final String baseUrl;

	private final HttpClient client;

	public Http(String baseUrl) {
		this(baseUrl, builder().build());
	}

	private Http(String baseUrl, HttpClient client) {
		this.baseUrl = baseUrl;
		this.client = client;
	}

	/**
	 * A client whose requests come from {@code localAddress}, such as another loopback address than 127.0.0.1, for
	 * tests of what is counted per source address.
	 */
	public static Http from(InetAddress localAddress, int port) {
		return new Http("http://" + localAddress.getHostAddress() + ":" + port,
				builder().localAddress(localAddress).build());
	}

	private static HttpClient.Builder builder() {
		return HttpClient.newBuilder()
			.followRedirects(HttpClient.Redirect.NEVER)
			.cookieHandler(new CookieManager())
			.connectTimeout(Duration.ofSeconds(5));
	}

	/** A WebSocket client that sends this client's cookies with its upgrade, as a browser does. */
	public WebSocket.Builder newWebSocket() {
		return client.newWebSocketBuilder();
	}

	public String baseUrl() {
		return baseUrl;
	}

	public Response get(String path, String bearer) {
		return send(request(path).header("Authorization", "Bearer " + bearer).GET());
	}

	public Response get(String path) {
		return send(request(path).GET());
	}

	public Response getHtml(String path) {
		return send(request(path).header("Accept", "text/html").GET());
	}

	public Response postJson(String path, String bearer, Object body) {
		return send(request(path).header("Authorization", "Bearer " + bearer)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json(body))));
	}

	/** A PUT of a JSON body with an {@code If-Match} header. */
	public Response putJson(String path, String bearer, String ifMatch, Object body) {
		return send(request(path).header("Authorization", "Bearer " + bearer)
			.header("Content-Type", "application/json")
			.header("If-Match", ifMatch)
			.PUT(HttpRequest.BodyPublishers.ofString(json(body))));
	}

	public Response putJson(String path, String bearer, Object body) {
		return send(request(path).header("Authorization", "Bearer " + bearer)
			.header("Content-Type", "application/json")
			.PUT(HttpRequest.BodyPublishers.ofString(json(body))));
	}

	public Response post(String path, String bearer) {
		return send(request(path).header("Authorization", "Bearer " + bearer).POST(HttpRequest.BodyPublishers.noBody()));
	}

	public Response postForm(String path, Map<String, String> form) {
		return send(request(path).header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(formBody(form))));
	}

	public Response postForm(String path, String clientId, String clientSecret, Map<String, String> form) {
		return send(request(path).header("Content-Type", "application/x-www-form-urlencoded")
			.header("Authorization", basic(clientId, clientSecret))
			.POST(HttpRequest.BodyPublishers.ofString(formBody(form))));
	}

	public Response send(HttpRequest.Builder request) {
		try {
			HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
			return new Response(response.statusCode(), response.headers().map(), response.body());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	/** A GET with a token whose answer is kept as bytes (a PDF, say), asking for {@code accept}. */
	public HttpResponse<byte[]> getBytes(String path, String bearer, String accept) {
		try {
			return client.send(request(path).header("Authorization", "Bearer " + bearer).header("Accept", accept)
				.GET()
				.build(), HttpResponse.BodyHandlers.ofByteArray());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	public HttpRequest.Builder request(String pathOrUrl) {
		URI uri = URI.create(pathOrUrl.startsWith("http") ? pathOrUrl : baseUrl + pathOrUrl);
		return HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30));
	}

	public static String basic(String clientId, String clientSecret) {
		return "Basic " + Base64.getEncoder()
			.encodeToString((clientId + ":" + clientSecret).getBytes(StandardCharsets.UTF_8));
	}

	public static String formBody(Map<String, String> form) {
		return form.entrySet()
			.stream()
			.map(entry -> encode(entry.getKey()) + "=" + encode(entry.getValue()))
			.collect(Collectors.joining("&"));
	}

	public static Map<String, String> form(String... keysAndValues) {
		Map<String, String> form = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			form.put(keysAndValues[i], keysAndValues[i + 1]);
		}
		return form;
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private static String json(Object body) {
		return body instanceof String text ? text : JSON.writeValueAsString(body);
	}

	public record Response(int status, Map<String, List<String>> headers, String body) {

		public JsonNode json() {
			return JSON.readTree(body);
		}

		public String header(String name) {
			return headers.entrySet()
				.stream()
				.filter(entry -> entry.getKey().equalsIgnoreCase(name))
				.map(entry -> String.join(", ", entry.getValue()))
				.findFirst()
				.orElse(null);
		}

		@Override
		public String toString() {
			return status + " " + body;
		}
	}
}

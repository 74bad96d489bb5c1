package dev.kontor.bench.common;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kontor's API over one persistent connection ({@link HttpConnection}, used by one thread at a time): raw HTTP/1.1
 * requests with a JSON or form body, the answer's status and body, and the few JSON fields the benchmark reads.
 */
public final class Api implements Closeable {

	/** An answer: status and body. */
	public record Answer(int status, String body) {

		/** The body, unless the status is another than {@code expected}: then the request fails. */
		public String expect(int expected, String what) {
			if (status != expected) {
				throw new IllegalStateException(what + " answered " + status + ": " + Api.shorten(body));
			}
			return body;
		}
	}

	private final URI base;

	private final HttpConnection connection;

	public Api(URI base, int timeoutMillis) {
		this.base = base;
		this.connection = new HttpConnection(new InetSocketAddress(base.getHost(), base.getPort()), timeoutMillis);
	}

	/** Only http://127.0.0.1:PORT and http://localhost:PORT: the benchmark never leaves the machine. */
	public static URI loopback(String url) {
		URI uri = URI.create(url.replaceAll("/+$", ""));
		boolean local = "127.0.0.1".equals(uri.getHost()) || "localhost".equals(uri.getHost());
		if (!"http".equals(uri.getScheme()) || !local || uri.getPort() <= 0) {
			throw new IllegalArgumentException("only http://127.0.0.1:PORT or http://localhost:PORT, not " + url);
		}
		return uri;
	}

	public Answer call(String method, String path, String authorization, String json) throws IOException {
		int status = connection.exchange(request(base, method, path, authorization, "application/json", json));
		return new Answer(status, connection.body());
	}

	/** The bytes of one request; {@code body} null sends none. */
	public static byte[] request(URI base, String method, String path, String authorization, String contentType,
			String body) {
		StringBuilder head = new StringBuilder(method).append(' ').append(path).append(" HTTP/1.1\r\nHost: ")
			.append(base.getRawAuthority())
			.append("\r\nAuthorization: ")
			.append(authorization)
			.append("\r\nAccept: application/json\r\n");
		byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
		if (body != null) {
			head.append("Content-Type: ").append(contentType).append("\r\n");
		}
		head.append("Content-Length: ").append(content.length).append("\r\n\r\n");
		byte[] start = head.toString().getBytes(StandardCharsets.ISO_8859_1);
		byte[] all = new byte[start.length + content.length];
		System.arraycopy(start, 0, all, 0, start.length);
		System.arraycopy(content, 0, all, start.length, content.length);
		return all;
	}

	/** A client-credentials token ({@code scope} space-separated), as the bearer header value. */
	public String bearer(String clientId, String secret, String scope) throws IOException {
		String basic = Base64.getEncoder()
			.encodeToString((clientId + ":" + secret).getBytes(StandardCharsets.UTF_8));
		int status = connection.exchange(request(base, "POST", "/connect/token", "Basic " + basic,
				"application/x-www-form-urlencoded",
				"grant_type=client_credentials&scope=" + URLEncoder.encode(scope, StandardCharsets.UTF_8)));
		String body = new Answer(status, connection.body()).expect(200, "POST /connect/token for " + clientId);
		return "Bearer " + text(body, "access_token");
	}

	/** The text value of a JSON field (the first one of that name). */
	public static String text(String json, String field) {
		Matcher matcher = Pattern.compile("\"" + Pattern.quote(field) + "\"\\s*:\\s*\"([^\"]*)\"").matcher(json);
		if (!matcher.find()) {
			throw new IllegalStateException("no \"" + field + "\" in " + shorten(json));
		}
		return matcher.group(1);
	}

	/** The number value of a JSON field (the first one of that name). */
	public static String number(String json, String field) {
		Matcher matcher = Pattern.compile("\"" + Pattern.quote(field) + "\"\\s*:\\s*(-?[0-9][0-9.eE+-]*)")
			.matcher(json);
		if (!matcher.find()) {
			throw new IllegalStateException("no number \"" + field + "\" in " + shorten(json));
		}
		return matcher.group(1);
	}

	public static String shorten(String text) {
		String flat = text == null ? "" : text.replaceAll("\\s+", " ");
		return flat.length() <= 300 ? flat : flat.substring(0, 300) + "…";
	}

	@Override
	public void close() {
		connection.close();
	}
}

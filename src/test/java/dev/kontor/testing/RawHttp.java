package dev.kontor.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * HTTP/1.1 over a plain socket, for requests that {@code java.net.http} refuses to send: a {@code Host} header of the
 * test's choosing, as a client or a proxy in front of the platform may send it. The body is read as it comes (a
 * chunked one with its chunk sizes), which is enough to find a form field in a page.
 */
public final class RawHttp {

	private RawHttp() {
	}

	/** A GET of {@code path} naming {@code host}, with further headers given as name, value pairs. */
	public static Http.Response get(int port, String path, String host, String... headers) {
		return send(port, "GET " + path, host, "", headers);
	}

	/** A POST of a form to {@code path} naming {@code host}, with further headers given as name, value pairs. */
	public static Http.Response postForm(int port, String path, String host, Map<String, String> form,
			String... headers) {
		String body = Http.formBody(form);
		List<String> all = new ArrayList<>(List.of(headers));
		all.addAll(List.of("Content-Type", "application/x-www-form-urlencoded", "Content-Length",
				Integer.toString(body.length())));
		return send(port, "POST " + path, host, body, all.toArray(String[]::new));
	}

	private static Http.Response send(int port, String methodAndPath, String host, String body, String... headers) {
		StringBuilder request = new StringBuilder(methodAndPath).append(" HTTP/1.1\r\nHost: ")
			.append(host)
			.append("\r\nConnection: close\r\n");
		for (int i = 0; i < headers.length; i += 2) {
			request.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
		}
		request.append("\r\n").append(body);
		try (Socket socket = new Socket("127.0.0.1", port)) {
			socket.setSoTimeout(10_000);
			OutputStream out = socket.getOutputStream();
			out.write(request.toString().getBytes(StandardCharsets.US_ASCII));
			out.flush();
			BufferedReader in = new BufferedReader(
					new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
			int status = Integer.parseInt(in.readLine().split(" ")[1]);
			Map<String, List<String>> answer = new LinkedHashMap<>();
			for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
				int colon = line.indexOf(':');
				answer.computeIfAbsent(line.substring(0, colon), name -> new ArrayList<>())
					.add(line.substring(colon + 1).strip());
			}
			return new Http.Response(status, answer, in.lines().collect(Collectors.joining("\n")));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}

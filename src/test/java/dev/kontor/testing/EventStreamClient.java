package dev.kontor.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.jspecify.annotations.Nullable;

/**
 * A subscriber of the event stream as an integrator's client would be: reads the server-sent events of one open
 * {@code GET /api/v3/events/stream} on a thread of its own, as they arrive, until closed.
 */
public final class EventStreamClient implements AutoCloseable {

	private static final HttpClient CLIENT = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

	/** One event: its {@code id}, {@code event} and {@code data} lines. */
	public record Event(String id, String type, String data) {
	}

	private final int status;

	private final Map<String, List<String>> headers;

	private final InputStream body;

	private final List<Event> events = new CopyOnWriteArrayList<>();

	private final AtomicInteger comments = new AtomicInteger();

	private volatile @Nullable String error;

	private volatile boolean ended;

	private EventStreamClient(HttpResponse<InputStream> response) {
		this.status = response.statusCode();
		this.headers = response.headers().map();
		this.body = response.body();
	}

	/** Opens the stream at {@code pathAndQuery} of {@code baseUrl}, with a {@code Last-Event-ID} when not null. */
	public static EventStreamClient open(String baseUrl, String pathAndQuery, @Nullable String bearer,
			@Nullable String lastEventId) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + pathAndQuery))
			.header("Accept", "text/event-stream")
			.GET();
		if (bearer != null) {
			request.header("Authorization", "Bearer " + bearer);
		}
		if (lastEventId != null) {
			request.header("Last-Event-ID", lastEventId);
		}
		try {
			EventStreamClient client = new EventStreamClient(
					CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofInputStream()));
			if (client.status == 200) {
				Thread.ofVirtual().name("event-stream-client").start(client::read);
			}
			return client;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	public int status() {
		return status;
	}

	public @Nullable String header(String name) {
		return headers.entrySet()
			.stream()
			.filter(entry -> entry.getKey().equalsIgnoreCase(name))
			.findFirst()
			.map(entry -> entry.getValue().getFirst())
			.orElse(null);
	}

	/** The body of an answer other than 200. */
	public String errorBody() {
		try (InputStream in = body) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	public List<Event> events() {
		return List.copyOf(events);
	}

	public List<String> ids() {
		return events.stream().map(Event::id).toList();
	}

	public int comments() {
		return comments.get();
	}

	/** Why reading stopped, if it stopped for another reason than {@link #close()}. */
	public @Nullable String error() {
		return error;
	}

	/** Whether the server ended the stream. */
	public boolean ended() {
		return ended;
	}

	@Override
	public void close() {
		try {
			body.close();
		}
		catch (IOException ignored) {
			// closing is all that is asked
		}
	}

	private void read() {
		String id = null;
		String type = null;
		String data = null;
		try (InputStream in = body) {
			byte[] buffer = new byte[8192];
			ByteArrayOutputStream bytes = new ByteArrayOutputStream();
			int read;
			while ((read = in.read(buffer)) >= 0) {
				for (int i = 0; i < read; i++) {
					if (buffer[i] != '\n') {
						bytes.write(buffer[i]);
						continue;
					}
					String text = bytes.toString(StandardCharsets.UTF_8);
					bytes.reset();
					if (text.isEmpty()) {
						if (id != null || data != null) {
							events.add(new Event(id, type, data));
						}
						id = null;
						type = null;
						data = null;
					}
					else if (text.startsWith(":")) {
						comments.incrementAndGet();
					}
					else if (text.startsWith("id: ")) {
						id = text.substring(4);
					}
					else if (text.startsWith("event: ")) {
						type = text.substring(7);
					}
					else if (text.startsWith("data: ")) {
						data = text.substring(6);
					}
					else {
						error = "unexpected line: " + text;
					}
				}
			}
			ended = true;
		}
		catch (IOException closed) {
			// closed by the test
		}
	}
}

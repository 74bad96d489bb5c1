package dev.kontor.webhooks.delivery;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.endpoints.AuthMode;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;

/**
 * Makes one attempt: signs the body afresh (each attempt its own timestamp, the same {@code webhook-id}), adds the
 * endpoint's authentication and static headers, and waits at most the timeout for the answer. Only the first
 * kilobyte of the answer is read.
 */
@Component
final class WebhookSender {

	static final int RESPONSE_EXCERPT_BYTES = 1024;

	private final HttpClient http;

	private final TargetGuard targetGuard;

	private final WebhookSignatures signatures = new WebhookSignatures();

	private final Duration timeout;

	private final Clock clock;

	WebhookSender(HttpClient http, TargetGuard targetGuard, WebhookSettings settings, Clock clock) {
		this.http = http;
		this.targetGuard = targetGuard;
		this.timeout = settings.timeout();
		this.clock = clock;
	}

	Attempt send(WebhookEndpoint endpoint, String eventId, byte[] body) {
		Instant at = Instant.now(clock);
		long started = System.nanoTime();
		try {
			targetGuard.check(endpoint.url());
			HttpResponse<InputStream> response = http.send(request(endpoint, eventId, body, at),
					HttpResponse.BodyHandlers.ofInputStream());
			String excerpt = excerpt(response.body());
			return new Attempt(at, response.statusCode(), elapsedMs(started), null, excerpt);
		}
		catch (TargetRefused ex) {
			return new Attempt(at, null, elapsedMs(started), "Target refused: " + ex.getMessage(), null);
		}
		catch (HttpTimeoutException ex) {
			return new Attempt(at, null, elapsedMs(started), "No answer within " + timeout.toSeconds() + " s", null);
		}
		catch (IOException ex) {
			return new Attempt(at, null, elapsedMs(started), "Connection failed: " + ex.getClass().getSimpleName(),
					null);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return new Attempt(at, null, elapsedMs(started), "Interrupted", null);
		}
	}

	private HttpRequest request(WebhookEndpoint endpoint, String eventId, byte[] body, Instant at) {
		HttpRequest.Builder request = HttpRequest.newBuilder(endpoint.url())
			.timeout(timeout)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofByteArray(body));
		endpoint.staticHeaders().forEach(request::header);
		signatures.headersFor(eventId, at, body, secretsAt(endpoint, at)).forEach(request::header);
		if (endpoint.authMode() == AuthMode.ApiKey && endpoint.apiKey() != null) {
			request.header("X-Api-Key", endpoint.apiKey());
		}
		if (endpoint.authMode() == AuthMode.DataCryptogram && endpoint.authSecret() != null) {
			request.header("X-Data-Cryptogram",
					WebhookSignatures.dataCryptogram(endpoint.authSecret(), at.getEpochSecond(), body));
		}
		return request.build();
	}

	private static List<SigningSecret> secretsAt(WebhookEndpoint endpoint, Instant at) {
		List<SigningSecret> secrets = new ArrayList<>(List.of(endpoint.signingSecret()));
		if (endpoint.previousSigningSecret() != null && endpoint.previousSecretUntil() != null
				&& at.isBefore(endpoint.previousSecretUntil())) {
			secrets.add(endpoint.previousSigningSecret());
		}
		return secrets;
	}

	private static String excerpt(InputStream body) throws IOException {
		try (body) {
			return new String(body.readNBytes(RESPONSE_EXCERPT_BYTES), StandardCharsets.UTF_8);
		}
	}

	private static long elapsedMs(long startedNanos) {
		return Duration.ofNanos(System.nanoTime() - startedNanos).toMillis();
	}
}

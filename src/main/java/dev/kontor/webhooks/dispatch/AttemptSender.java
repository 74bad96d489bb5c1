package dev.kontor.webhooks.dispatch;

import java.io.IOException;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;


import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.endpoints.AuthMode;
import dev.kontor.webhooks.endpoints.SigningSecret;
import dev.kontor.webhooks.endpoints.TargetGuard;
import dev.kontor.webhooks.endpoints.TargetRefused;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.Attempt;

/**
 * Makes one attempt: signs the envelope afresh (each attempt its own timestamp, the same {@code webhook-id}), adds
 * the endpoint's authentication and static headers, and gives the receiver at most the timeout for its whole
 * answer, body included. The HTTP client's own request timeout ends at the answer's headers, and reading a body has
 * none (JDK-8208693), so the attempt waits for the answer with a deadline of its own and then cancels the exchange,
 * which closes the connection: a receiver that stalls, trickles or never ends its body holds an attempt no longer
 * than one that does not answer. A status that arrived in time counts, even when its body did not follow; only the
 * first kilobyte of a body is read.
 */
@Component
class AttemptSender {

	static final int RESPONSE_EXCERPT_BYTES = 1024;

	private final HttpClient http;

	private final TargetGuard targetGuard;

	private final WebhookSignatures signatures = new WebhookSignatures();

	private final Duration timeout;

	private final Clock clock;

	AttemptSender(HttpClient http, TargetGuard targetGuard, WebhookSettings settings, Clock clock) {
		this.http = http;
		this.targetGuard = targetGuard;
		this.timeout = settings.timeout();
		this.clock = clock;
	}

	Attempt send(WebhookEndpoint endpoint, AcceptedEvent event) {
		Instant at = Instant.now(clock);
		long started = System.nanoTime();
		try {
			targetGuard.check(endpoint.url());
		}
		catch (TargetRefused ex) {
			return new Attempt(at, null, elapsedMs(started), "Target refused: " + ex.getMessage(), null);
		}
		byte[] body = WebhookEnvelope.jsonOf(event).getBytes(StandardCharsets.UTF_8);
		AnswerExcerpt answer = new AnswerExcerpt(RESPONSE_EXCERPT_BYTES);
		CompletableFuture<HttpResponse<byte[]>> response = http.sendAsync(request(endpoint, event, body, at), answer);
		try {
			byte[] excerpt = response.get(timeout.toNanos() - (System.nanoTime() - started), TimeUnit.NANOSECONDS)
				.body();
			return new Attempt(at, answer.status(), elapsedMs(started), null,
					new String(excerpt, StandardCharsets.UTF_8));
		}
		catch (TimeoutException ex) {
			response.cancel(true);
			return answer.status() == null ? noAnswer(at, started)
					: new Attempt(at, answer.status(), elapsedMs(started),
							"Answer body not complete within " + timeout.toSeconds() + " s", answer.textSoFar());
		}
		catch (ExecutionException ex) {
			return failed(at, started, ex.getCause());
		}
		catch (InterruptedException ex) {
			response.cancel(true);
			Thread.currentThread().interrupt();
			return new Attempt(at, answer.status(), elapsedMs(started), "Interrupted", null);
		}
	}

	private Attempt failed(Instant at, long started, Throwable cause) {
		if (cause instanceof HttpTimeoutException) {
			return noAnswer(at, started);
		}
		String kind = cause instanceof IOException ? "Connection failed: " : "Attempt failed: ";
		return new Attempt(at, null, elapsedMs(started), kind + cause.getClass().getSimpleName(), null);
	}

	private Attempt noAnswer(Instant at, long started) {
		return new Attempt(at, null, elapsedMs(started), "No answer within " + timeout.toSeconds() + " s", null);
	}

	private HttpRequest request(WebhookEndpoint endpoint, AcceptedEvent event, byte[] body, Instant at) {
		HttpRequest.Builder request = HttpRequest.newBuilder(endpoint.url())
			.timeout(timeout)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofByteArray(body));
		endpoint.staticHeaders().forEach(request::header);
		signatures.headersFor(event.id().toString(), at, body, secretsAt(endpoint, at)).forEach(request::header);
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

	private static long elapsedMs(long startedNanos) {
		return Duration.ofNanos(System.nanoTime() - startedNanos).toMillis();
	}
}

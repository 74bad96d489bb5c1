package dev.kontor.webhooks.dispatch;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;

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
 * answer, body included. The attempt runs on its own virtual thread and waits for the answer with blocking reads
 * ({@link WebhookHttpClient}); the client's timeouts bound each connect and each read, not the answer as a whole, so
 * a deadline of the attempt's own cancels the exchange, which closes the connection: a receiver that stalls,
 * trickles or never ends its body holds an attempt no longer than one that does not answer. A status that arrived in
 * time counts, even when its body did not follow; only the first kilobyte of a body is read.
 */
@Component
class AttemptSender implements AutoCloseable {

	static final int RESPONSE_EXCERPT_BYTES = 1024;

	private final CloseableHttpClient http;

	private final TargetGuard targetGuard;

	private final WebhookSignatures signatures = new WebhookSignatures();

	private final Duration timeout;

	private final Clock clock;

	/** Cancels the exchanges whose deadline passed; the attempts' own threads are blocked reading. */
	private final ScheduledThreadPoolExecutor deadlines;

	AttemptSender(WebhookHttpClient http, TargetGuard targetGuard, WebhookSettings settings, Clock clock) {
		this.http = http.client();
		this.targetGuard = targetGuard;
		this.timeout = settings.timeout();
		this.clock = clock;
		this.deadlines = new ScheduledThreadPoolExecutor(1,
				Thread.ofPlatform().name("webhook-deadlines").daemon().factory());
		this.deadlines.setRemoveOnCancelPolicy(true);
	}

	@Override
	public void close() {
		deadlines.shutdownNow();
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
		HttpPost request = request(endpoint, event, body, at);
		AnswerExcerpt answer = new AnswerExcerpt(RESPONSE_EXCERPT_BYTES);
		AtomicBoolean overdue = new AtomicBoolean();
		ScheduledFuture<?> deadline = deadlines.schedule(() -> {
			overdue.set(true);
			request.cancel();
		}, timeout.toNanos() - (System.nanoTime() - started), TimeUnit.NANOSECONDS);
		try {
			answer.readFrom(http.executeOpen(null, request, null), request);
			return new Attempt(at, answer.status(), elapsedMs(started), null, answer.textSoFar());
		}
		catch (IOException ex) {
			boolean interrupted = Thread.currentThread().isInterrupted();
			// the deadline's cancel, or a connect or read that took the whole timeout
			if (overdue.get() || (ex instanceof InterruptedIOException && !interrupted)) {
				return answer.status() == null ? noAnswer(at, started)
						: new Attempt(at, answer.status(), elapsedMs(started),
								"Answer body not complete within " + timeout.toSeconds() + " s", answer.textSoFar());
			}
			String error = interrupted ? "Interrupted" : "Connection failed: " + ex.getClass().getSimpleName();
			return new Attempt(at, answer.status(), elapsedMs(started), error,
					answer.status() == null ? null : answer.textSoFar());
		}
		finally {
			deadline.cancel(false);
		}
	}

	private Attempt noAnswer(Instant at, long started) {
		return new Attempt(at, null, elapsedMs(started), "No answer within " + timeout.toSeconds() + " s", null);
	}

	private HttpPost request(WebhookEndpoint endpoint, AcceptedEvent event, byte[] body, Instant at) {
		HttpPost request = new HttpPost(endpoint.url());
		request.setEntity(new ByteArrayEntity(body, ContentType.APPLICATION_JSON));
		endpoint.headersToSend().forEach(request::addHeader);
		signatures.headersFor(event.id().toString(), at, body, secretsAt(endpoint, at)).forEach(request::addHeader);
		if (endpoint.authMode() == AuthMode.DataCryptogram && endpoint.authSecret() != null) {
			request.addHeader("X-Data-Cryptogram",
					WebhookSignatures.dataCryptogram(endpoint.authSecret(), at.getEpochSecond(), body));
		}
		return request;
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

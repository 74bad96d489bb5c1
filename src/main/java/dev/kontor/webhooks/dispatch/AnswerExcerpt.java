package dev.kontor.webhooks.dispatch;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.ResponseInfo;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

import org.jspecify.annotations.Nullable;

/**
 * Reads what a receiver answers to one attempt: its status as soon as the headers arrive, and the first
 * {@code limit} bytes of its body, after which it cancels the rest (the HTTP client then closes the connection), so
 * that an endless body costs no more than its beginning. What has arrived stays readable when the body stalls and
 * the attempt's deadline passes.
 */
final class AnswerExcerpt implements BodyHandler<byte[]>, BodySubscriber<byte[]> {

	private final int limit;

	private final ByteArrayOutputStream received;

	private final CompletableFuture<byte[]> body = new CompletableFuture<>();

	private volatile @Nullable Integer status;

	private volatile Flow.@Nullable Subscription subscription;

	AnswerExcerpt(int limit) {
		this.limit = limit;
		this.received = new ByteArrayOutputStream(Math.min(limit, 256));
	}

	/** The status of the answer, or null while its headers have not arrived. */
	@Nullable Integer status() {
		return status;
	}

	/** The beginning of the body as received so far, decoded as UTF-8 (invalid bytes read as U+FFFD). */
	String textSoFar() {
		synchronized (received) {
			return received.toString(StandardCharsets.UTF_8);
		}
	}

	@Override
	public BodySubscriber<byte[]> apply(ResponseInfo info) {
		status = info.statusCode();
		return this;
	}

	@Override
	public void onSubscribe(Flow.Subscription subscription) {
		this.subscription = subscription;
		subscription.request(1);
	}

	@Override
	public void onNext(List<ByteBuffer> buffers) {
		boolean full;
		synchronized (received) {
			for (ByteBuffer buffer : buffers) {
				int take = Math.min(buffer.remaining(), limit - received.size());
				byte[] bytes = new byte[take];
				buffer.get(bytes);
				received.write(bytes, 0, take);
			}
			full = received.size() >= limit;
		}
		Flow.Subscription current = subscription;
		if (full) {
			body.complete(bytesSoFar());
			if (current != null) {
				current.cancel();
			}
		}
		else if (current != null) {
			current.request(1);
		}
	}

	@Override
	public void onError(Throwable failure) {
		body.completeExceptionally(failure);
	}

	@Override
	public void onComplete() {
		body.complete(bytesSoFar());
	}

	@Override
	public CompletionStage<byte[]> getBody() {
		return body;
	}

	private byte[] bytesSoFar() {
		synchronized (received) {
			return received.toByteArray();
		}
	}
}

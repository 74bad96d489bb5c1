package dev.kontor.webhooks.web;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.jspecify.annotations.Nullable;

import org.springframework.web.servlet.HandlerInterceptor;

import dev.kontor.shared.TooManyRequests;

/**
 * Lets at most a few publish requests of back-office systems be worked on at once, before their bodies are read:
 * the others wait for their turn, at most {@code wait}, then answer 429 with {@code Retry-After}. Publishing is cheap
 * per event and delivering dear (an HTTP request each), so without a bound a few dozen publishers take every
 * processor and database connection and delivery falls to a trickle until they stop; with it, delivery keeps the
 * larger share while events pour in, and publishers are slowed instead. Events the platform's own modules publish
 * are written in their own transactions and never wait here.
 */
final class PublishingGate implements HandlerInterceptor {

	private static final String HOLDS_PERMIT = PublishingGate.class.getName() + ".permit";

	private final Semaphore permits;

	private final Duration wait;

	PublishingGate(int concurrency, Duration wait) {
		this.permits = new Semaphore(concurrency, true);
		this.wait = wait;
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws InterruptedException {
		if (!"POST".equals(request.getMethod())) {
			return true;
		}
		if (!permits.tryAcquire(wait.toMillis(), TimeUnit.MILLISECONDS)) {
			throw new TooManyRequests("Too many events are being published at once; publish again after the wait "
					+ "in Retry-After", Duration.ofSeconds(1));
		}
		request.setAttribute(HOLDS_PERMIT, Boolean.TRUE);
		return true;
	}

	@Override
	public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
			@Nullable Exception ex) {
		if (request.getAttribute(HOLDS_PERMIT) != null) {
			request.removeAttribute(HOLDS_PERMIT);
			permits.release();
		}
	}
}

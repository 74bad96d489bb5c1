package dev.kontor.shared.web;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.servlet.FilterChain;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import static org.assertj.core.api.Assertions.assertThat;

class ConcurrentRequestLimitTest {

	private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();

	private final ConcurrentRequestLimit limit = new ConcurrentRequestLimit(2);

	private final CountDownLatch release = new CountDownLatch(1);

	private final AtomicInteger entered = new AtomicInteger();

	private final FilterChain heldChain = (request, response) -> {
		entered.incrementAndGet();
		try {
			release.await();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	};

	@AfterEach
	void stop() {
		release.countDown();
		threads.shutdownNow();
	}

	@Test
	void requestsBeyondTheLimitWaitAndThenRun() throws Exception {
		CompletableFuture<?> first = request();
		CompletableFuture<?> second = request();
		waitUntil(() -> entered.get() == 2);

		CompletableFuture<?> third = request();
		CompletableFuture<?> fourth = request();
		waitUntil(() -> limit.waiting() == 2);

		assertThat(entered).hasValue(2);
		assertThat(third).isNotDone();
		assertThat(fourth).isNotDone();

		release.countDown();
		CompletableFuture.allOf(first, second, third, fourth).get(30, TimeUnit.SECONDS);
		assertThat(entered).hasValue(4);
		assertThat(limit.waiting()).isZero();
	}

	@Test
	void aFailingRequestGivesItsPermitBack() throws Exception {
		ConcurrentRequestLimit one = new ConcurrentRequestLimit(1);
		FilterChain failing = (request, response) -> {
			throw new IllegalStateException("boom");
		};
		try {
			one.doFilter(new MockHttpServletRequest(), new MockHttpServletResponse(), failing);
		}
		catch (IllegalStateException expected) {
			// the permit must come back all the same
		}
		AtomicInteger ran = new AtomicInteger();
		CompletableFuture.runAsync(() -> filter(one, (request, response) -> ran.incrementAndGet()), threads)
			.get(30, TimeUnit.SECONDS);
		assertThat(ran).hasValue(1);
	}

	private CompletableFuture<?> request() {
		return CompletableFuture.runAsync(() -> filter(limit, heldChain), threads);
	}

	private static void filter(ConcurrentRequestLimit filter, FilterChain chain) {
		try {
			filter.doFilter(new MockHttpServletRequest("GET", "/actuator/health"), new MockHttpServletResponse(),
					chain);
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (!condition.getAsBoolean()) {
			assertThat(System.nanoTime()).as("condition not reached within 30 s").isLessThan(deadline);
			Thread.sleep(5);
		}
	}
}

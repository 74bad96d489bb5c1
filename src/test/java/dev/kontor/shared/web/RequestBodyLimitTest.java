package dev.kontor.shared.web;

import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;

/** Routes with a larger body limit get it, a few requests at a time; all other routes keep the platform's limit. */
class RequestBodyLimitTest {

	private static final String UPLOADS = "/api/v3/clients/{clientId}/documents";

	@Test
	void aMatchingRouteHasTheLargerLimitAndOthersThePlatformsOne() throws Exception {
		RequestSizeLimitFilter filter = filter(new RequestBodyLimit(UPLOADS, DataSize.ofKilobytes(3), 2));

		assertThat(post(filter, "/api/v3/clients/8f0c/documents", 2048)).isEqualTo(200);
		assertThat(post(filter, "/api/v3/clients/8f0c/documents", 4096)).isEqualTo(413);
		assertThat(post(filter, "/api/v3/clients/8f0c", 2048)).isEqualTo(413);
		assertThat(post(filter, "/api/v3/clients/8f0c/documents/x", 2048)).isEqualTo(413);
	}

	@Test
	void atMostMaxConcurrentMatchingRequestsAreInAtOnce() throws Exception {
		RequestSizeLimitFilter filter = filter(new RequestBodyLimit(UPLOADS, DataSize.ofKilobytes(3), 1));
		CountDownLatch firstIn = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		AtomicInteger inside = new AtomicInteger();
		CompletableFuture<Void> first = CompletableFuture.runAsync(() -> run(filter, () -> {
			inside.incrementAndGet();
			firstIn.countDown();
			await(release);
		}));
		assertThat(firstIn.await(5, TimeUnit.SECONDS)).isTrue();
		CompletableFuture<Void> second = CompletableFuture.runAsync(() -> run(filter, inside::incrementAndGet));

		Thread.sleep(200);
		assertThat(inside).as("the second waits for the first").hasValue(1);
		assertThat(post(filter, "/api/v3/clients/8f0c", 10)).as("other routes do not wait").isEqualTo(200);
		release.countDown();
		first.get(5, TimeUnit.SECONDS);
		second.get(5, TimeUnit.SECONDS);
		assertThat(inside).hasValue(2);
	}

	private static RequestSizeLimitFilter filter(RequestBodyLimit limit) {
		DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
		beans.registerSingleton("limit", limit);
		WebSettings settings = new WebSettings(DataSize.ofKilobytes(1), 1000, Set.of(), Duration.ofSeconds(5));
		return new RequestSizeLimitFilter(settings, beans.getBeanProvider(RequestBodyLimit.class),
				new ErrorBodies(Clock.systemUTC(), JsonMapper.builder().build()));
	}

	private static int post(RequestSizeLimitFilter filter, String path, int bodySize) throws Exception {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", path);
		request.setContent(new byte[bodySize]);
		MockHttpServletResponse response = new MockHttpServletResponse();
		filter.doFilter(request, response, (req, res) -> req.getInputStream().readAllBytes());
		return response.getStatus();
	}

	private static void run(RequestSizeLimitFilter filter, Runnable inside) {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/v3/clients/8f0c/documents");
		request.setContent(new byte[10]);
		try {
			filter.doFilter(request, new MockHttpServletResponse(), (req, res) -> inside.run());
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}

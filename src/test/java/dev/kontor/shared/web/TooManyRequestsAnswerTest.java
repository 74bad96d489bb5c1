package dev.kontor.shared.web;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.mock.web.MockHttpServletRequest;

import dev.kontor.shared.Ids;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.TooManyRequests;

import static org.assertj.core.api.Assertions.assertThat;

/** A used-up rate limit answers 429, an RFC 7807 body and {@code Retry-After} in whole seconds, rounded up. */
class TooManyRequestsAnswerTest {

	private final ErrorBodies bodies = new ErrorBodies(Clock.systemUTC(), JsonMapper.builder().build());

	private final ApiExceptionHandler handler = new ApiExceptionHandler(bodies, new SecurityErrorHandlers(bodies,
			new PlatformSettings(URI.create("http://localhost:8080"))),
			new UnexpectedFailures(Clock.systemUTC(), new Ids()), FailureAnswerTest.settings());

	@Test
	void answers429WithProblemBodyAndRetryAfterRoundedUp() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/pricefeed/v2/quotes");
		TooManyRequests refusal = new TooManyRequests(
				"Rate limit exceeded: at most 2 calls every 30 seconds per client", Duration.ofMillis(27_001));

		ResponseEntity<Object> answer = handler.tooManyRequests(refusal, request);

		assertThat(answer.getStatusCode()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
		assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(answer.getHeaders().get(HttpHeaders.RETRY_AFTER)).containsExactly("28");
		assertThat(answer.getBody()).isEqualTo(Map.of("type", "https://kontor.dev/problems/too-many-requests", "title",
				"Too Many Requests", "status", 429, "detail",
				"Rate limit exceeded: at most 2 calls every 30 seconds per client", "instance",
				"/api/pricefeed/v2/quotes", "errors", Map.of()));
	}

	@Test
	void aWaitUnderOneSecondIsAnnouncedAsOneSecond() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/pricefeed/v2/eod-prices");

		ResponseEntity<Object> answer = handler.tooManyRequests(new TooManyRequests("Rate limit exceeded",
				Duration.ofNanos(1)), request);

		assertThat(answer.getHeaders().get(HttpHeaders.RETRY_AFTER)).containsExactly("1");
	}
}

package dev.kontor.webhooks.web;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import dev.kontor.shared.TooManyRequests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Publish requests beyond the gate's bound wait their turn, then answer 429; a finished request makes room. */
class PublishingGateTest {

	private final PublishingGate gate = new PublishingGate(2, Duration.ofMillis(50));

	private final MockHttpServletResponse response = new MockHttpServletResponse();

	@Test
	void aPublishBeyondTheBoundAnswers429WithRetryAfterAndGetsInOnceAnotherHasFinished() throws Exception {
		MockHttpServletRequest first = post();
		MockHttpServletRequest second = post();
		assertThat(gate.preHandle(first, response, this)).isTrue();
		assertThat(gate.preHandle(second, response, this)).isTrue();

		assertThatThrownBy(() -> gate.preHandle(post(), response, this)).isInstanceOfSatisfying(TooManyRequests.class,
				refused -> assertThat(refused.retryAfterSeconds()).isEqualTo(1));

		gate.afterCompletion(first, response, this, null);
		assertThat(gate.preHandle(post(), response, this)).isTrue();
	}

	@Test
	void aRequestThatWasRefusedGivesBackNoPermitItNeverHad() throws Exception {
		MockHttpServletRequest first = post();
		MockHttpServletRequest second = post();
		gate.preHandle(first, response, this);
		gate.preHandle(second, response, this);
		MockHttpServletRequest refused = post();
		assertThatThrownBy(() -> gate.preHandle(refused, response, this)).isInstanceOf(TooManyRequests.class);

		gate.afterCompletion(refused, response, this, null);
		gate.afterCompletion(refused, response, this, null);

		assertThatThrownBy(() -> gate.preHandle(post(), response, this)).isInstanceOf(TooManyRequests.class);
	}

	@Test
	void readingIsNotGated() throws Exception {
		gate.preHandle(post(), response, this);
		gate.preHandle(post(), response, this);

		assertThat(gate.preHandle(new MockHttpServletRequest("GET", "/admin/v1/events"), response, this)).isTrue();
	}

	private static MockHttpServletRequest post() {
		return new MockHttpServletRequest("POST", "/admin/v1/event-batches");
	}
}

package dev.kontor.shared.web;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Readiness around a stop that is not the end: a context stopped and started again (the test framework pauses the
 * contexts it keeps that way) takes traffic again, while the first start leaves readiness to the application's start.
 */
class DrainBeforeStopRestartTest {

	private final List<Object> published = new ArrayList<>();

	private final DrainBeforeStop drain = new DrainBeforeStop(published::add, new ShutdownSettings(Duration.ZERO));

	@Test
	void theFirstStartLeavesReadinessAlone() {
		drain.start();

		assertThat(drain.isRunning()).isTrue();
		assertThat(published).isEmpty();
	}

	@Test
	void aStopRefusesTrafficAndAStartAfterItTakesTrafficAgain() {
		drain.start();

		drain.stop();

		assertThat(drain.isRunning()).isFalse();
		assertThat(states()).containsExactly(ReadinessState.REFUSING_TRAFFIC);

		drain.start();

		assertThat(drain.isRunning()).isTrue();
		assertThat(states()).containsExactly(ReadinessState.REFUSING_TRAFFIC, ReadinessState.ACCEPTING_TRAFFIC);
	}

	private List<Object> states() {
		return published.stream().<Object>map(event -> ((AvailabilityChangeEvent<?>) event).getState()).toList();
	}
}

package dev.kontor.shared.time;

import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.SchedulingProbe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** A background job that takes long holds up no other: each waits only for itself. */
class SchedulingTest extends HttpTest {

	@Autowired
	SchedulingProbe probe;

	@AfterEach
	void release() {
		probe.release();
	}

	@Test
	void otherJobsGoOnWhileOneIsHeldUp() throws InterruptedException {
		probe.holdNextRun();
		assertThat(probe.awaitHeld(Duration.ofSeconds(10))).as("the holding job ran").isTrue();

		int ticksWhileHeld = probe.ticks();

		await().atMost(Duration.ofSeconds(10)).until(() -> probe.ticks() >= ticksWhileHeld + 5);
	}
}

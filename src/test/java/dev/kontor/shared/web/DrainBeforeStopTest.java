package dev.kontor.shared.web;

import java.net.ConnectException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * Leaving a cluster without losing a request: the probes answer without a token and without details, and an
 * instance that is stopping answers readiness 503 at once while it goes on serving requests for the drain delay,
 * after which its port refuses connections.
 */
class DrainBeforeStopTest extends HttpTest {

	private static final String READINESS = "/actuator/health/readiness";

	@Autowired
	Environment environment;

	@ParameterizedTest
	@ValueSource(strings = { "/actuator/health/liveness", READINESS })
	void probesAnswerUpWithoutTokenAndWithoutDetails(String probe) {
		Http.Response response = http.get(probe);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().propertyNames()).containsExactly("status");
		assertThat(response.json().get("status").asString()).isEqualTo("UP");
	}

	@Test
	void aStoppingInstanceRefusesReadinessServesOnForTheDrainDelayThenClosesItsPort() throws Exception {
		int port = FreePorts.pick();
		ConfigurableApplicationContext instance = InstanceInThisJvm.start(environment, BASE_URL, port,
				"--kontor.shutdown.drain-delay=5s");
		Http stopping = new Http("http://localhost:" + port);
		String admin = platform.adminToken();
		assertThat(stopping.get(READINESS).status()).isEqualTo(200);

		CompletableFuture<Void> closing = CompletableFuture.runAsync(instance::close);
		await().atMost(Duration.ofSeconds(2)).pollInterval(Duration.ofMillis(20))
			.until(() -> stopping.get(READINESS).status() == 503);
		assertThat(closing).as("still draining").isNotDone();
		Http.Response served = stopping.get("/admin/v1/tenants", admin);
		assertThat(served.status()).as("an API request during the drain: " + served).isEqualTo(200);
		assertThat(closing).as("still draining").isNotDone();

		closing.get(60, TimeUnit.SECONDS);
		assertThatThrownBy(() -> new Http("http://localhost:" + port).get(READINESS)).as("the port refuses")
			.hasCauseInstanceOf(ConnectException.class);
	}
}

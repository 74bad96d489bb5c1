package dev.kontor.webhooks.stream;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.testing.EventStreamClient;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A second instance on the same database: an event accepted through one instance reaches the subscribers of the
 * other, which reads the database rather than hearing of it in process; and every open stream gets a comment each
 * keep-alive interval (200 ms on the second instance).
 */
class EventStreamTwoInstancesTest extends HttpTest {

	@Autowired
	Environment environment;

	private ConfigurableApplicationContext secondInstance;

	private Http second;

	@BeforeEach
	void startSecondInstance() {
		secondInstance = InstanceInThisJvm.start(environment, BASE_URL, 0, "--kontor.events.keep-alive=200ms");
		second = new Http(InstanceInThisJvm.baseUrl(secondInstance));
	}

	@AfterEach
	void stop() {
		secondInstance.close();
	}

	@Test
	void anEventAcceptedThroughOneInstanceReachesTheSubscribersOfTheOther() {
		UUID tenantId = platform.newTenant();
		String reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "events.read"),
				"events.read");
		String admin = platform.adminToken();
		String secondAdmin = new Platform(second).adminToken();
		try (EventStreamClient onSecond = EventStreamClient.open(second.baseUrl(), EventStreamTest.STREAM, reader, null);
				EventStreamClient onFirst = EventStreamClient.open(BASE_URL, EventStreamTest.STREAM, reader, null)) {
			List<String> throughFirst = EventStreamTest.publish(http, admin, tenantId, 3,
					EventStreamTest::corporateAction);
			List<String> throughSecond = EventStreamTest.publish(second, secondAdmin, tenantId, 2,
					EventStreamTest::corporateAction);

			await().atMost(Duration.ofSeconds(30))
				.until(() -> onSecond.events().size() >= 5 && onFirst.events().size() >= 5);
			assertThat(onSecond.ids()).containsExactlyElementsOf(concat(throughFirst, throughSecond));
			assertThat(onFirst.ids()).containsExactlyElementsOf(concat(throughFirst, throughSecond));
			await().atMost(Duration.ofSeconds(5)).until(() -> onSecond.comments() >= 2);
		}
	}

	private static List<String> concat(List<String> first, List<String> then) {
		return java.util.stream.Stream.concat(first.stream(), then.stream()).toList();
	}
}

package dev.kontor.simulators.fixexchange;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.kontor.KontorApplication;

/**
 * {@code --kontor.mode=fix-exchange} makes Kontor's {@code main} start the simulator instead of the Spring
 * application: the acceptor and its control server answer, while the web server's port stays closed and a database
 * URL that no driver takes is never used (Spring would fail on it at once).
 */
class FixExchangeModeTest {

	@TempDir
	Path store;

	@Test
	void startsTheSimulatorWithoutTheSpringApplication() throws Exception {
		String logging = System.getProperty("logback.configurationFile");
		int fixPort = FixExchangeTest.freePort();
		int controlPort = FixExchangeTest.freePort();
		int webPort = FixExchangeTest.freePort();
		AtomicReference<Throwable> failure = new AtomicReference<>();
		Thread main = Thread.ofPlatform().name("kontor-main").start(() -> {
			try {
				KontorApplication.main(new String[] { FixExchange.MODE, "--kontor.fix-exchange.port=" + fixPort,
						"--kontor.fix-exchange.price-feed-url=http://127.0.0.1:9", "--kontor.fix-exchange.client-id=c",
						"--kontor.fix-exchange.client-secret=s", "--kontor.fix-exchange.store-dir=" + store,
						"--kontor.fix-exchange.control-port=" + controlPort, "--server.port=" + webPort,
						"--spring.datasource.url=jdbc:nothing:here" });
			}
			catch (Throwable failed) {
				failure.set(failed);
			}
		});
		try {
			HttpResponse<String> status = awaitStatus(controlPort);

			assertThat(status.statusCode()).isEqualTo(200);
			assertThat(status.body()).contains("\"loggedOn\":false");
			assertThat(accepts(fixPort)).isTrue();
			assertThat(accepts(webPort)).isFalse();
			assertThat(main.isAlive()).isTrue();
			assertThat(failure.get()).isNull();
		}
		finally {
			main.interrupt();
			main.join(TimeUnit.SECONDS.toMillis(10));
			if (logging == null) {
				System.clearProperty("logback.configurationFile");
			}
		}
		assertThat(main.isAlive()).isFalse();
		assertThat(accepts(controlPort)).isFalse();
	}

	private static HttpResponse<String> awaitStatus(int port) throws InterruptedException {
		HttpClient http = HttpClient.newHttpClient();
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
		while (true) {
			try {
				return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/status")).build(),
						HttpResponse.BodyHandlers.ofString());
			}
			catch (IOException notYet) {
				if (System.nanoTime() > deadline) {
					throw new AssertionError("the control server did not answer", notYet);
				}
				TimeUnit.MILLISECONDS.sleep(50);
			}
		}
	}

	private static boolean accepts(int port) throws IOException {
		try (Socket socket = new Socket()) {
			socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
			return true;
		}
		catch (ConnectException refused) {
			return false;
		}
	}
}

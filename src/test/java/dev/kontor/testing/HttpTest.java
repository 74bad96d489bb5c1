package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the tests that talk to the running application over real HTTP. All of them share one application
 * context on one port, so that the issuer in tokens and discovery is the address the tests call.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT)
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@Import(TestInfrastructure.class)
public abstract class HttpTest {

	protected static final int PORT = freePort();

	protected static final String BASE_URL = "http://localhost:" + PORT;

	protected final Http http = new Http(BASE_URL);

	protected final Platform platform = new Platform(http);

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> BASE_URL);
	}

	/**
	 * A port free now, below Linux's ephemeral range (32768 and up): a port the system handed out would be free for
	 * the next outgoing connection too, which could take it before the application binds it seconds later.
	 */
	private static int freePort() {
		for (int attempt = 0; attempt < 100; attempt++) {
			int port = ThreadLocalRandom.current().nextInt(20_000, 32_000);
			try (ServerSocket socket = new ServerSocket(port)) {
				return socket.getLocalPort();
			}
			catch (IOException taken) {
				// another one
			}
		}
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}

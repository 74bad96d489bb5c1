package dev.kontor.testing;

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

	protected static final int PORT = FreePorts.pick();

	protected static final String BASE_URL = "http://localhost:" + PORT;

	protected final Http http = new Http(BASE_URL);

	protected final Platform platform = new Platform(http);

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> BASE_URL);
	}

}

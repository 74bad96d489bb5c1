package dev.kontor.identity.bootstrap;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.identity.ConsoleClient;
import dev.kontor.identity.clients.ApplicationType;
import dev.kontor.identity.clients.ClientApplication;
import dev.kontor.identity.clients.ClientGrants;
import dev.kontor.identity.clients.ClientRegistration;
import dev.kontor.identity.clients.GrantTypes;
import dev.kontor.identity.clients.OAuthClientManagement;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.shared.InvalidInput;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A database made while the platform had another address (another port, another {@code kontor.issuer}): at the next
 * start the console's client redirects to the platform's address again, so that signing in to the console works.
 */
class ConsoleClientAddressTest extends HttpTest {

	private static final String OLD_REDIRECT = "http://localhost:8080" + ConsoleClient.REDIRECT_PATH;

	@Autowired
	OAuthClientManagement clients;

	@Autowired
	ConsoleClientBootstrap bootstrap;

	@Autowired
	Tenants tenants;

	@Test
	void theNextStartMovesTheConsolesRedirectToThePlatformsAddress() {
		assertThat(clients.moveAddresses(consoleClientRedirectingTo(OLD_REDIRECT))).isTrue();
		assertThat(clients.moveAddresses(consoleClientRedirectingTo(OLD_REDIRECT))).as("the same addresses again")
			.isFalse();
		assertThat(clients.get(ConsoleClient.CLIENT_ID).grants().redirectUris()).containsExactly(OLD_REDIRECT);

		bootstrap.run(null);

		assertThat(clients.get(ConsoleClient.CLIENT_ID).grants().redirectUris())
			.containsExactly(BASE_URL + ConsoleClient.REDIRECT_PATH);
		assertThat(clients.get(ConsoleClient.CLIENT_ID).grants().scopes()).as("its grants stay").containsExactly("openid");
	}

	@Test
	void movedAddressesAreValidatedAsAtRegistration() {
		assertThatThrownBy(() -> clients.moveAddresses(consoleClientRedirectingTo("/relative")))
			.isInstanceOf(InvalidInput.class);
	}

	private ClientRegistration consoleClientRedirectingTo(String redirectUri) {
		return new ClientRegistration(tenants.operator().id(), ConsoleClient.CLIENT_ID,
				new ClientApplication("Kontor console", ApplicationType.WEB, List.of()),
				new ClientGrants(Set.of(GrantTypes.AUTHORIZATION_CODE), Set.of("openid"), List.of(redirectUri)));
	}
}

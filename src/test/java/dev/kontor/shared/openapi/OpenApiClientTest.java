package dev.kontor.shared.openapi;

import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.kontor.client.ApiClient;
import dev.kontor.client.ApiException;
import dev.kontor.client.api.ClientsApi;
import dev.kontor.client.api.OperatorOAuthClientsApi;
import dev.kontor.client.api.OperatorTenantsApi;
import dev.kontor.client.model.Client;
import dev.kontor.client.model.ClientDetails;
import dev.kontor.client.model.CreateTenant;
import dev.kontor.client.model.OAuthClientView;
import dev.kontor.client.model.RegisterOAuthClient;
import dev.kontor.client.model.Tenant;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The Java client the build generates from the committed OpenAPI document (openapi-generator, {@code native}
 * library) talks to the running server: the operator registers a tenant and an OAuth client with it, and that
 * client creates and reads a client record with a token from the platform's token endpoint.
 */
class OpenApiClientTest extends HttpTest {

	@Test
	void registersAnOAuthClientAndCreatesAndReadsAClientRecordThroughTheGeneratedClient() throws ApiException {
		ApiClient operator = apiClient(platform.adminToken());
		Tenant tenant = new OperatorTenantsApi(operator)
			.createTenantAdmin(new CreateTenant().name(Platform.unique("generated-client")));
		OAuthClientView registered = new OperatorOAuthClientsApi(operator)
			.registerOAuthClientAdmin(new RegisterOAuthClient().tenantId(tenant.getId())
				.applicationName("Back office through the generated client")
				.applicationType("server")
				.grantTypes(Set.of("client_credentials"))
				.scopes(Set.of("clients.read", "clients.write")));
		assertThat(registered.getClientSecret()).isNotBlank();
		OAuthClientView read = new OperatorOAuthClientsApi(operator).getOAuthClientAdmin(registered.getClientId());
		assertThat(read.getTenantId()).isEqualTo(tenant.getId());
		assertThat(read.getScopes()).containsExactlyInAnyOrder("clients.read", "clients.write");
		assertThat(read.getClientSecret()).isNull();

		ClientsApi clients = new ClientsApi(apiClient(platform.clientCredentialsToken(registered.getClientId(),
				registered.getClientSecret(), "clients.read clients.write")));
		Client created = clients.createClient(new ClientDetails().clientKey("GEN-1")
			.clientType(ClientDetails.ClientTypeEnum.RETAIL)
			.name("Erika")
			.surname("Mustermann"), null);
		Client again = clients.getClient(created.getId());

		assertThat(again.getId()).isEqualTo(created.getId());
		assertThat(again.getTenantId()).isEqualTo(tenant.getId());
		assertThat(again.getClientKey()).isEqualTo("GEN-1");
		assertThat(again.getSurname()).isEqualTo("Mustermann");
	}

	@Test
	void theGeneratedClientSeesTheServersRefusalOfAMissingScope() {
		var tenantId = platform.newTenant();
		ClientsApi clients = new ClientsApi(apiClient(platform
			.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"), "clients.read")));

		ApiException refused = catchThrowableOfType(ApiException.class,
				() -> clients.createClient(new ClientDetails().clientKey("GEN-2")
					.clientType(ClientDetails.ClientTypeEnum.RETAIL)
					.name("Max")
					.surname("Mustermann"), null));

		assertThat(refused.getCode()).isEqualTo(403);
	}

	private static ApiClient apiClient(String accessToken) {
		ApiClient client = new ApiClient();
		client.updateBaseUri(BASE_URL);
		client.setRequestInterceptor(request -> request.header("Authorization", "Bearer " + accessToken));
		return client;
	}
}

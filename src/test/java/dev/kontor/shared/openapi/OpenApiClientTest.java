package dev.kontor.shared.openapi;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;

import dev.kontor.client.ApiClient;
import dev.kontor.client.ApiException;
import dev.kontor.client.api.ClientsApi;
import dev.kontor.client.api.DepositAccountsApi;
import dev.kontor.client.api.InternalAccountsApi;
import dev.kontor.client.api.OperatorOAuthClientsApi;
import dev.kontor.client.api.OperatorTenantsApi;
import dev.kontor.client.api.OrdersApi;
import dev.kontor.client.model.AccountStatusChange;
import dev.kontor.client.model.Client;
import dev.kontor.client.model.ClientDetails;
import dev.kontor.client.model.ClientStatusChange;
import dev.kontor.client.model.CreateTenant;
import dev.kontor.client.model.NewDepositAccount;
import dev.kontor.client.model.NewInternalAccount;
import dev.kontor.client.model.NewOrder;
import dev.kontor.client.model.OAuthClientView;
import dev.kontor.client.model.Order;
import dev.kontor.client.model.RegisterOAuthClient;
import dev.kontor.client.model.Tenant;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.openapi.OperatorSetup.Integrator;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.EventStreamClient;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static dev.kontor.client.model.AccountStatusChange.StatusEnum.ACTIVE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.awaitility.Awaitility.await;

/**
 * The Java client the build generates from the committed OpenAPI document (openapi-generator, {@code native}
 * library) talks to the running server: the operator registers a tenant and an OAuth client with it, and that
 * client creates and reads a client record with a token from the platform's token endpoint. One flow goes all the
 * way: a client record with its accounts, funded through the ledger as a settled deposit would be, buys a stock, and
 * the order's execution report arrives on the event stream (read with a plain HTTP client: the generated client
 * reads a body to its end, and the stream has none).
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "the generated client does not depend on the database: driven once, against H2")
class OpenApiClientTest extends HttpTest {

	private static final String STREAM = "/api/v3/events/stream?types=TradeExecutionReport";

	@Autowired
	Accounts accounts;

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
	void tradesForAFundedClientRecordAndSeesTheOrdersEventThroughTheGeneratedClient() throws ApiException {
		OperatorSetup operator = new OperatorSetup(apiClient(platform.adminToken()));
		Integrator integrator = operator.integrator("Broker through the generated client",
				OperatorSetup.TRADING_SCOPES);
		String isin = operator.quotedStock("99", "100");
		String token = platform.clientCredentialsToken(integrator.clientId(), integrator.clientSecret(),
				String.join(" ", OperatorSetup.TRADING_SCOPES));
		ApiClient api = apiClient(token);

		ClientDetails details = new ClientDetails().clientKey(Platform.unique("GEN"))
			.clientType(ClientDetails.ClientTypeEnum.RETAIL)
			.name("Erika")
			.surname("Mustermann")
			.countryOfOrigin("DEU");
		UUID clientId = new ClientsApi(api).createClient(details, null).getId();
		InternalAccountsApi cashAccounts = new InternalAccountsApi(api);
		UUID cash = cashAccounts
			.createInternalAccount(new NewInternalAccount().clientId(clientId).currencyCode("EUR"), null)
			.getId();
		cashAccounts.changeStatusInternalAccount(cash, new AccountStatusChange().status(ACTIVE), null);
		DepositAccountsApi depositAccounts = new DepositAccountsApi(api);
		UUID deposit = depositAccounts.createDepositAccount(new NewDepositAccount().clientId(clientId), null).getId();
		depositAccounts.changeStatusDepositAccount(deposit, new AccountStatusChange().status(ACTIVE), null);
		new ClientsApi(api).updateClient(clientId,
				details.defaultInternalAccountId(cash).defaultDepositAccountId(deposit), null);
		new ClientsApi(api).changeStatusClient(clientId,
				new ClientStatusChange().status(ClientStatusChange.StatusEnum.ONBOARDED), null);
		accounts.bookCash(new TenantId(integrator.tenantId()), new CashBooking(new InternalAccountId(cash),
				new BigDecimal("1000"), "EUR", CashTransactionType.Deposit, "funding", LocalDate.now(), null, false));

		OrdersApi orders = new OrdersApi(api);
		try (EventStreamClient events = EventStreamClient.open(BASE_URL, STREAM, token, null)) {
			assertThat(events.status()).isEqualTo(200);
			Order placed = orders.placeOrder(clientId, new NewOrder().clientOrderId("gen-1")
				.isinCode(isin)
				.side(NewOrder.SideEnum.BUY)
				.orderType(NewOrder.OrderTypeEnum.LIMIT)
				.timeInForce(NewOrder.TimeInForceEnum.DAY)
				.quantity(BigDecimal.ONE)
				.limitPrice(new BigDecimal("100")));
			await().atMost(Duration.ofSeconds(30)).until(() -> !events.events().isEmpty());

			EventStreamClient.Event event = events.events().getFirst();
			assertThat(event.type()).isEqualTo("TradeExecutionReport");
			JsonNode envelope = JsonMapper.shared().readTree(event.data());
			assertThat(EventEnvelopes.parameters(envelope))
				.isEqualTo(Map.of("clientId", clientId.toString(), "clientOrderId", "gen-1"));
			assertThat(envelope.get("dataUrl").asString())
				.isEqualTo(BASE_URL + "/api/client/" + clientId + "/order/gen-1");
			Order read = orders.getOrder(clientId, "gen-1");
			assertThat(read.getId()).isEqualTo(placed.getId());
			assertThat(read.getStatus()).isNotEqualTo(Order.StatusEnum.REJECTED);
			assertThat(read.getInternalAccountId()).isEqualTo(cash);
			assertThat(new InternalAccountsApi(api).getInternalAccount(cash).getReservedAmount()).isPositive();
		}
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
		return ApiClients.withToken(BASE_URL, accessToken);
	}
}

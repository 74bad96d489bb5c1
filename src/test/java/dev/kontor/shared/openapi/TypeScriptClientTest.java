package dev.kontor.shared.openapi;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

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
import dev.kontor.client.api.InternalAccountsApi;
import dev.kontor.client.api.OrdersApi;
import dev.kontor.client.model.Order;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.openapi.OperatorSetup.Integrator;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.NodeTools;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The TypeScript client the build generates from the committed OpenAPI document (openapi-generator,
 * {@code typescript-fetch}, in {@code target/generated-test-sources/typescript}) compiles with {@code tsc --strict}
 * together with {@code src/test/node/flow.ts}, and that program drives an integrator's flow through it against the
 * running server: a token, a client record with its accounts, an order, and the order's event from the event
 * stream. The operator's part (tenant, OAuth client, a quoted stock) and the cash, booked through the ledger as a
 * settled deposit would be, are this test's.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "the generated client does not depend on the database: driven once, against H2")
class TypeScriptClientTest extends HttpTest {

	private static final Path GENERATED = Path.of("target", "generated-test-sources", "typescript");

	private static final String CLIENT_ORDER_ID = "ts-1";

	@Autowired
	Accounts accounts;

	@Test
	void theGeneratedClientCompilesAndDrivesAClientRecordsOrderToItsEvent() throws IOException, ApiException {
		compileFlow();
		ApiClient admin = ApiClients.withToken(BASE_URL, platform.adminToken());
		OperatorSetup operator = new OperatorSetup(admin);
		Integrator integrator = operator.integrator("Broker in TypeScript", OperatorSetup.TRADING_SCOPES);
		String isin = operator.quotedStock("99", "100");
		Map<String, String> environment = new HashMap<>(Map.of("KONTOR_BASE_URL", BASE_URL, "KONTOR_CLIENT_ID",
				integrator.clientId(), "KONTOR_CLIENT_SECRET", integrator.clientSecret(), "KONTOR_SCOPES",
				String.join(" ", OperatorSetup.TRADING_SCOPES)));

		JsonNode opened = flow(environment, "open");
		UUID clientId = UUID.fromString(opened.get("clientRecordId").asString());
		UUID cash = UUID.fromString(opened.get("internalAccountId").asString());
		assertThat(opened.get("status").asString()).isEqualTo("Onboarded");
		accounts.bookCash(new TenantId(integrator.tenantId()), new CashBooking(new InternalAccountId(cash),
				new BigDecimal("1000"), "EUR", CashTransactionType.Deposit, "funding", LocalDate.now(), null, false));
		environment.putAll(Map.of("KONTOR_CLIENT_RECORD", clientId.toString(), "KONTOR_ISIN", isin,
				"KONTOR_CLIENT_ORDER_ID", CLIENT_ORDER_ID));
		JsonNode traded = flow(environment, "trade");

		assertThat(traded.get("clientOrderId").asString()).isEqualTo(CLIENT_ORDER_ID);
		assertThat(traded.get("status").asString()).isIn("New", "PartiallyFilled", "Filled");
		assertThat(traded.get("eventType").asString()).isEqualTo("TradeExecutionReport");
		assertThat(traded.get("dataUrl").asString())
			.isEqualTo(BASE_URL + "/api/client/" + clientId + "/order/" + CLIENT_ORDER_ID);
		ApiClient integratorsView = ApiClients.withToken(BASE_URL, platform.clientCredentialsToken(
				integrator.clientId(), integrator.clientSecret(), "clients.read accounts.read orders.read"));
		assertThat(new ClientsApi(integratorsView).getClient(clientId).getTenantId())
			.isEqualTo(integrator.tenantId());
		Order order = new OrdersApi(integratorsView).getOrder(clientId, CLIENT_ORDER_ID);
		assertThat(order.getId()).hasToString(traded.get("orderId").asString());
		assertThat(order.getInternalAccountId()).isEqualTo(cash);
		assertThat(new InternalAccountsApi(integratorsView).getInternalAccount(cash).getReservedAmount())
			.isPositive();
	}

	/** Puts the generated client beside the flow and compiles both: any error of either fails the test. */
	private static void compileFlow() throws IOException {
		Path client = NodeTools.home().resolve("kontor-client");
		replace(GENERATED, client);
		NodeTools.Run compile = NodeTools.run("tsc", "--project", "tsconfig.json");
		assertThat(compile.exitCode()).as("tsc:%n%s", compile.output()).isZero();
	}

	private static JsonNode flow(Map<String, String> environment, String step) {
		NodeTools.Run run = NodeTools.run(environment, "node", "flow-build/flow.js", step);
		assertThat(run.exitCode()).as("flow.js %s:%n%s", step, run.output()).isZero();
		return JsonMapper.shared().readTree(run.output().strip().lines().reduce((first, last) -> last).orElseThrow());
	}

	private static void replace(Path source, Path target) throws IOException {
		assertThat(source.resolve("index.ts")).as("the generated TypeScript client").exists();
		if (Files.exists(target)) {
			try (Stream<Path> old = Files.walk(target)) {
				for (Path path : old.sorted(Comparator.reverseOrder()).toList()) {
					Files.delete(path);
				}
			}
		}
		try (Stream<Path> files = Files.walk(source)) {
			for (Path path : files.toList()) {
				Path copy = target.resolve(source.relativize(path).toString());
				if (Files.isDirectory(path)) {
					Files.createDirectories(copy);
				}
				else {
					Files.copy(path, copy);
				}
			}
		}
	}
}

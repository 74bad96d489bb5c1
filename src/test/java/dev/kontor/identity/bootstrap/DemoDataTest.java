package dev.kontor.identity.bootstrap;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.DefaultApplicationArguments;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.test.context.ActiveProfiles;

import dev.kontor.aml.evaluation.ActionEvaluations;
import dev.kontor.aml.evaluation.ActionToEvaluate;
import dev.kontor.aml.evaluation.Evaluation;
import dev.kontor.aml.evaluation.EvaluationFilter;
import dev.kontor.aml.evaluation.EvaluationStatus;
import dev.kontor.aml.evaluation.TransactionType;
import dev.kontor.aml.risk.RiskFactor;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.bankaccounts.internal.BankAccountFilter;
import dev.kontor.bankaccounts.internal.BankAccountManagement;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.Clients;
import dev.kontor.clients.internal.ClientFilter;
import dev.kontor.clients.internal.ClientManagement;
import dev.kontor.identity.clients.RegisteredClients;
import dev.kontor.kyc.KycSessionStatus;
import dev.kontor.kyc.KycSessions;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.identity.users.Role;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code demo} profile, always on its own in-memory H2 database: the suite's shared database (or PostgreSQL
 * schema, which a new context would clean) must not see the demo tenant.
 */
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:kontor-demo;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class DemoDataTest {

	private static final PageRequest PAGE = PageRequest.of(1, 100, 100);

	@Autowired
	private DemoData demoData;

	@Autowired
	private Tenants tenants;

	@Autowired
	private UserManagement users;

	@Autowired
	private ClientManagement clients;

	@Autowired
	private KycSessions kycSessions;

	@Autowired
	private BankAccountManagement accounts;

	@Autowired
	private Clients clientLookup;

	@Autowired
	private ActionEvaluations evaluations;

	@Autowired
	private RegisteredClients registeredClients;

	@Autowired
	private PlatformSettings platform;

	@Test
	void seedsClientRecordsAndBankAccountsOfTheDemoTenantOnlyAtItsFirstStart() {
		demoData.run(new DefaultApplicationArguments());

		UUID tenantId = tenants.findByName(DemoData.TENANT).orElseThrow().id();
		var records = clients.list(new ClientFilter(tenantId, null, new ClientFilter.ByRecord(null, null, null, null),
				new ClientFilter.ByPerson(null, null, null, null), new ClientFilter.Created(null, null)), PAGE).data();
		assertThat(records).extracting(client -> client.details().clientType())
			.containsExactlyInAnyOrder(ClientType.Retail, ClientType.Retail, ClientType.Retail, ClientType.Retail,
					ClientType.Business);
		assertThat(records).allSatisfy(DemoDataTest::hasTheAmlFields);
		var bankAccounts = accounts.list(new BankAccountFilter(tenantId, null, null, null, null, null, Set.of(),
				new BankAccountFilter.Creation(Instant.EPOCH, null, null)), PAGE).data();
		assertThat(bankAccounts).extracting(account -> account.details().alpha3CountryCode())
			.containsExactlyInAnyOrder("DEU", "DEU", "FRA", "USA");
		assertThat(bankAccounts).extracting(BankAccount::status).contains(BankAccountStatus.Active);
		assertThat(bankAccounts).anySatisfy(account -> assertThat(account.clientIds()).hasSize(2));
		ClientId maria = clientLookup.idOfKey(new TenantId(tenantId), "demo-maria-schmidt").orElseThrow();
		assertThat(clients.get(new TenantId(tenantId), maria).status()).isEqualTo(ClientStatus.Initial);
		assertThat(kycSessions.ofClient(new TenantId(tenantId), maria)).singleElement()
			.satisfies(session -> assertThat(session.status()).isEqualTo(KycSessionStatus.Created));
	}

	@Test
	void theDemoWebClientServesSwaggerUisAuthorizeAndReturnsToTheDemoAfterSignOut() {
		demoData.run(new DefaultApplicationArguments());

		RegisteredClient web = registeredClients.findByClientId(DemoData.WEB_CLIENT_ID);
		assertThat(web).isNotNull();
		assertThat(web.getRedirectUris()).contains(DemoData.swaggerUiRedirectUri(platform),
				DemoData.callbackUri(platform));
		assertThat(DemoData.swaggerUiRedirectUri(platform)).endsWith("/swagger-ui/oauth2-redirect.html");
		assertThat(web.getPostLogoutRedirectUris()).containsExactly(platform.issuerString() + "/demo");
		assertThat(web.getClientSettings().isRequireProofKey()).isTrue();
	}

	@Test
	void seedsAnOperatorWhoSignsInToTheConsole() {
		demoData.run(new DefaultApplicationArguments());

		UUID operatorId = UUID.fromString(users.loadUserByUsername(DemoData.OPERATOR_USERNAME).getUsername());
		var operator = users.get(operatorId);
		assertThat(operator.roles()).containsExactly(Role.OPERATOR);
		assertThat(operator.tenantId()).isEqualTo(tenants.findByName(Tenants.OPERATOR).orElseThrow().id());
	}

	@Test
	void seedsABackOfficeUserOfTheDemoTenant() {
		demoData.run(new DefaultApplicationArguments());

		UUID id = UUID.fromString(users.loadUserByUsername(DemoData.BACK_OFFICE_USERNAME).getUsername());
		var backOffice = users.get(id);
		assertThat(backOffice.roles()).containsExactly(Role.BACK_OFFICE);
		assertThat(backOffice.tenantId()).isEqualTo(tenants.findByName(DemoData.TENANT).orElseThrow().id());
	}

	@Test
	void letsADemoClientsDepositBeEvaluatedAtOnce() {
		demoData.run(new DefaultApplicationArguments());
		UUID tenantId = tenants.findByName(DemoData.TENANT).orElseThrow().id();
		UUID erika = clientLookup.idOfKey(new TenantId(tenantId), "demo-erika-mustermann").orElseThrow().value();
		UUID actor = UUID.randomUUID();

		Evaluation small = evaluations.evaluate(new TenantId(tenantId), actor, deposit(erika, "100"));
		Evaluation large = evaluations.evaluate(new TenantId(tenantId), actor, deposit(erika, "20000"));

		assertThat(small.status()).isEqualTo(EvaluationStatus.Approved);
		assertThat(large.status()).isEqualTo(EvaluationStatus.Waiting);
		assertThat(large.factors()).extracting(RiskFactor::source)
			.containsExactlyInAnyOrder("CustomerOriginCountry", "CustomerAccountUsageType",
					"IndividualTransactionAmount");
	}

	@Test
	void theOfficersInboxHasADepositWaitingFromTheStart() {
		demoData.run(new DefaultApplicationArguments());
		TenantId tenantId = new TenantId(tenants.findByName(DemoData.TENANT).orElseThrow().id());
		UUID erika = clientLookup.idOfKey(tenantId, "demo-erika-mustermann").orElseThrow().value();

		assertThat(evaluations.list(tenantId, new EvaluationFilter(Set.of(EvaluationStatus.Waiting), new ClientId(erika),
				null, new EvaluationFilter.Accounts(null, null, null, null), null, null), PAGE))
			.filteredOn(evaluation -> evaluation.action().amount().compareTo(new BigDecimal("12500")) == 0)
			.singleElement()
			.satisfies(evaluation -> assertThat(evaluation.action().transactionType()).isEqualTo(TransactionType.Deposit));
	}

	private static ActionToEvaluate deposit(UUID clientId, String amount) {
		return new ActionToEvaluate(clientId, TransactionType.Deposit, new BigDecimal(amount), "EUR", null, null,
				new ActionToEvaluate.Counterpart(null, null), new Evaluation.References(null, null, null, null));
	}

	private static void hasTheAmlFields(Client client) {
		assertThat(client.details().personalData().occupationGroup()).isNotNull();
		assertThat(client.details().classification().sectorCode()).isNotBlank();
		assertThat(client.details().classification().accountUsageType()).isNotNull();
		assertThat(client.details().residence().residencyCountry()).isNotNull();
	}
}

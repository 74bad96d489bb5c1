package dev.kontor.identity.bootstrap;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

import dev.kontor.identity.BootstrapSettings;
import dev.kontor.identity.clients.ApplicationType;
import dev.kontor.identity.clients.ClientApplication;
import dev.kontor.identity.clients.ClientGrants;
import dev.kontor.identity.clients.ClientRegistration;
import dev.kontor.identity.clients.GrantTypes;
import dev.kontor.identity.clients.OAuthClientManagement;
import dev.kontor.identity.tenants.Tenant;
import dev.kontor.identity.tenants.TenantBrandings;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.identity.users.NewUser;
import dev.kontor.identity.users.Role;
import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.jdbc.StartupLocks;
import dev.kontor.shared.security.Scopes;

/**
 * The {@code demo} profile: a tenant with a server client (client credentials), a web client (authorization code
 * with PKCE, redirecting to the local page {@code /demo/callback} or to Swagger UI, and back to {@code /demo} after
 * signing out) and a user, all with fixed, publicly known
 * credentials that are printed at start-up. Never use this profile on a reachable installation. The other modules
 * add their demo data (client records, bank accounts) when the tenant is created, on {@link DemoTenantCreated}, in
 * the transaction that creates it.
 */
@Component
@Profile("demo")
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
@RequiredArgsConstructor
class DemoData implements ApplicationRunner {

	static final String TENANT = "demo";

	/** Instances started at the same moment seed one at a time: the first seeds, the others find the tenant. */
	static final String SEEDING = "demo-data";

	static final String SERVER_CLIENT_ID = "demo-server";

	static final String SERVER_CLIENT_SECRET = "demo-server-secret";

	static final String WEB_CLIENT_ID = "demo-web";

	static final String WEB_CLIENT_SECRET = "demo-web-secret";

	static final String USERNAME = "demo";

	static final String PASSWORD = "demo-password";

	/** The demo tenant's back office, for the console's back-office pages. */
	static final String BACK_OFFICE_USERNAME = "demo-backoffice";

	static final String BACK_OFFICE_PASSWORD = "demo-backoffice-password";

	/** The demo's operator, of tenant operator, for the console. */
	static final String OPERATOR_USERNAME = "demo-operator";

	static final String OPERATOR_PASSWORD = "demo-operator-password";

	private static final Logger log = LoggerFactory.getLogger(DemoData.class);

	private static final Set<String> API_SCOPES = Set.of(Scopes.MASTERDATA_READ, Scopes.PRICEFEED_READ,
			Scopes.CLIENTS_READ, Scopes.CLIENTS_WRITE, Scopes.BANKACCOUNTS_READ, Scopes.BANKACCOUNTS_WRITE,
			Scopes.AML_READ, Scopes.AML_WRITE, Scopes.AML_OFFICER, Scopes.ORDERS_READ, Scopes.ORDERS_WRITE,
			Scopes.WEBHOOKS_MANAGE, Scopes.ACCOUNTS_READ, Scopes.PAYMENTS_READ, Scopes.CORPORATEACTIONS_READ,
			Scopes.KYC_READ, Scopes.KYC_WRITE, Scopes.EVENTS_READ);

	private final Tenants tenants;

	private final OAuthClientManagement clients;

	private final UserManagement users;

	private final PlatformSettings platform;

	private final StartupLocks startupLocks;

	private final ApplicationEventPublisher events;

	private final BootstrapSettings bootstrap;

	private final TenantBrandings brandings;

	@Override
	public void run(ApplicationArguments args) {
		startupLocks.holding(SEEDING, () -> tenants.findByName(TENANT).ifPresentOrElse(this::followPlatformAddress,
				this::seed));
		printWelcome();
	}

	/**
	 * A demo database made while the platform had another address (another {@code --server.port}): the web client's
	 * redirect URIs and origin move to this one, so that signing in works at once.
	 */
	private void followPlatformAddress(Tenant tenant) {
		if (clients.moveAddresses(webClient(tenant))) {
			log.info("The demo web client '{}' redirects to {} from now on", WEB_CLIENT_ID, platform.issuerString());
		}
	}

	private void seed() {
		Tenant tenant = tenants.create(TENANT);
		clients.registerWithSecret(new ClientRegistration(tenant.id(), SERVER_CLIENT_ID,
				new ClientApplication("Demo back office", ApplicationType.SERVER, List.of()),
				new ClientGrants(Set.of(GrantTypes.CLIENT_CREDENTIALS), API_SCOPES, List.of())), SERVER_CLIENT_SECRET);
		clients.registerWithSecret(webClient(tenant), WEB_CLIENT_SECRET);
		UserAccount user = users.create(new NewUser(tenant.id(), USERNAME, PASSWORD, "demo@example.com", "Demo User",
				null, Set.of(Role.USER, Role.AML_OFFICER)));
		users.create(new NewUser(tenant.id(), BACK_OFFICE_USERNAME, BACK_OFFICE_PASSWORD, "backoffice@example.com",
				"Demo Back Office", null, Set.of(Role.BACK_OFFICE)));
		brandings.set(tenant.id(), user.id(), DemoBranding.of());
		events.publishEvent(new DemoTenantCreated(tenant.id(), user.id()));
		tenants.findByName(Tenants.OPERATOR)
			.ifPresent(operator -> users.create(new NewUser(operator.id(), OPERATOR_USERNAME, OPERATOR_PASSWORD,
					"operator@example.com", "Demo Operator", null, Set.of(Role.OPERATOR))));
	}

	private ClientRegistration webClient(Tenant tenant) {
		return new ClientRegistration(tenant.id(), WEB_CLIENT_ID,
				new ClientApplication("Demo trading app", ApplicationType.WEB, List.of(platform.issuerString())),
				new ClientGrants(Set.of(GrantTypes.AUTHORIZATION_CODE, GrantTypes.REFRESH_TOKEN),
						union(API_SCOPES, Scopes.OPENID_SCOPES),
						List.of(callbackUri(platform), swaggerUiRedirectUri(platform)),
						List.of(platform.issuerString() + "/demo")));
	}

	static String callbackUri(PlatformSettings platform) {
		return platform.issuerString() + "/demo/callback";
	}

	/** Where Swagger UI's Authorize button has the authorization code sent (its client id: application-demo.yml). */
	static String swaggerUiRedirectUri(PlatformSettings platform) {
		return platform.issuerString() + "/swagger-ui/oauth2-redirect.html";
	}

	private void printWelcome() {
		String issuer = platform.issuerString();
		String adminSecret = bootstrap.usesDefaultSecret() ? bootstrap.adminClientSecret()
				: "(the secret of KONTOR_ADMIN_CLIENT_SECRET)";
		log.info("""

				==================================================================
				 Kontor is running with demo data (profile 'demo') on {}
				   Console:     {}/console
				   Sign-in demo (authorization code + PKCE): {}/demo
				   Swagger UI:  {}/swagger-ui.html
				   Discovery:   {}/.well-known/openid-configuration
				   Health:      {}/actuator/health
				 Credentials (all public: never use this profile on a reachable installation)
				   Operator client (platform.admin):    {} / {}
				   Server client (client credentials):  {} / {}
				   Web client (authorization code):     {} / {}
				   Console, operator:                   {} / {}
				   Console, the demo tenant's back office: {} / {}
				   Console and sign-in demo, user with the AML officer's role: {} / {}
				 Try (the demo tenant has client records, accounts, orders and bank accounts):
				   TOKEN=$(curl -fsS -u {}:{} -d grant_type=client_credentials \\
				        --data-urlencode 'scope=clients.read bankaccounts.read' {}/connect/token \\
				        | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')
				   curl -fsS -H "Authorization: Bearer $TOKEN" {}/api/v3/clients
				==================================================================""", issuer, issuer, issuer, issuer,
				issuer, issuer, bootstrap.adminClientId(), adminSecret, SERVER_CLIENT_ID, SERVER_CLIENT_SECRET,
				WEB_CLIENT_ID, WEB_CLIENT_SECRET, OPERATOR_USERNAME, OPERATOR_PASSWORD, BACK_OFFICE_USERNAME,
				BACK_OFFICE_PASSWORD, USERNAME, PASSWORD,
				SERVER_CLIENT_ID, SERVER_CLIENT_SECRET, issuer, issuer);
	}

	private static Set<String> union(Set<String> a, Set<String> b) {
		Set<String> all = new HashSet<>(a);
		all.addAll(b);
		return all;
	}
}

package dev.kontor.console.security;

import java.util.Map;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.oauth2.client.oidc.web.logout.OidcClientInitiatedLogoutSuccessHandler;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.client.registration.InMemoryClientRegistrationRepository;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandlerImpl;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextHolderFilter;

import dev.kontor.console.ConsoleRole;
import dev.kontor.identity.ConsoleClient;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.web.IssuerRedirects;

/**
 * The console's browser session: signed in through the platform's own authorization code flow with PKCE (the
 * console is a public, first-party client of tenant {@code operator}), signed out through the provider's
 * {@code /connect/endsession}. Every form carries a CSRF token; pages allow no inline script or style.
 * <p>
 * The chain sits beside the API chain (their paths do not overlap) and before the catch-all chain of the sign-in
 * pages. The console keeps its security context under its own session attribute: the provider's sign-in, which
 * shares the browser's session, does not sign anyone in to the console without the flow.
 */
@Configuration(proxyBeanMethods = false)
class ConsoleSecurityConfiguration {

	static final String REGISTRATION_ID = "kontor";

	static final String AUTHORIZATION_BASE = "/console/oauth2/authorization";

	static final String FORBIDDEN_PAGE = "/console/forbidden";

	static final String SIGN_IN_FAILED_PAGE = "/console/sign-in-failed";

	/**
	 * The pages of client records, accounts, orders, deposits and withdrawals and corporate actions: of the own
	 * tenant, or as operator of any tenant.
	 */
	static final String[] BACK_OFFICE_PAGES = { "/console/clients/**", "/console/accounts/**", "/console/orders/**",
			"/console/payments/**", "/console/corporate-actions/**" };

	static final String[] OPERATOR_PAGES = { "/console/dashboard/**", "/console/tenants/**",
			"/console/oauth-clients/**", "/console/users/**", "/console/signing-keys/**",
			"/console/webhook-endpoints/**", "/console/webhook-deliveries/**", "/console/events/**",
			"/console/fix-session/**", "/console/bank-files/**" };

	static final String CONTEXT_ATTRIBUTE = "KONTOR_CONSOLE_SECURITY_CONTEXT";

	static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
			+ "img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

	@Bean
	@Order(2)
	SecurityFilterChain consoleFilterChain(HttpSecurity http, ClientRegistrationRepository registrations,
			UserManagement users, PlatformSettings platform) throws Exception {
		HttpSessionSecurityContextRepository contexts = new HttpSessionSecurityContextRepository();
		contexts.setSpringSecurityContextKey(CONTEXT_ATTRIBUTE);
		ConsoleUsers consoleUsers = new ConsoleUsers(users);
		AccessDeniedHandlerImpl forbidden = new AccessDeniedHandlerImpl();
		forbidden.setErrorPage(FORBIDDEN_PAGE);
		OidcClientInitiatedLogoutSuccessHandler endSession = new OidcClientInitiatedLogoutSuccessHandler(
				registrations);
		endSession.setPostLogoutRedirectUri(ConsoleClient.postLogoutRedirectUri(platform));
		// Both from the issuer: built from the request, they would name whatever host its Host header names.
		LoginUrlAuthenticationEntryPoint signIn = new LoginUrlAuthenticationEntryPoint(
				platform.issuerString() + AUTHORIZATION_BASE + "/" + REGISTRATION_ID);
		SavedRequestAwareAuthenticationSuccessHandler resume = new SavedRequestAwareAuthenticationSuccessHandler();
		resume.setDefaultTargetUrl(ConsoleClient.HOME_PATH);
		resume.setRedirectStrategy(new IssuerRedirects(platform));
		return http.securityMatcher("/console", "/console/**")
			.securityContext(context -> context.securityContextRepository(contexts))
			.authorizeHttpRequests(requests -> requests.requestMatchers(SIGN_IN_FAILED_PAGE)
				.permitAll()
				.requestMatchers(FORBIDDEN_PAGE)
				.authenticated()
				.requestMatchers("/console/aml", "/console/aml/**")
				.hasRole(ConsoleRole.AML_OFFICER.name())
				.requestMatchers(HttpMethod.POST, "/console/market/halts/**")
				.hasRole(ConsoleRole.OPERATOR.name())
				.requestMatchers("/console/market/**")
				.hasAnyRole(ConsoleRole.OPERATOR.name(), ConsoleRole.AML_OFFICER.name())
				.requestMatchers(BACK_OFFICE_PAGES)
				.hasAnyRole(ConsoleRole.OPERATOR.name(), ConsoleRole.BACK_OFFICE.name())
				.requestMatchers(OPERATOR_PAGES)
				.hasRole(ConsoleRole.OPERATOR.name())
				// The start page, and any other path, which answers the console's 404 page.
				.anyRequest()
				.hasAnyRole(ConsoleRole.OPERATOR.name(), ConsoleRole.AML_OFFICER.name(),
						ConsoleRole.BACK_OFFICE.name()))
			.oauth2Login(login -> login.loginPage(AUTHORIZATION_BASE + "/" + REGISTRATION_ID)
				.authorizationEndpoint(endpoint -> endpoint.baseUri(AUTHORIZATION_BASE))
				.loginProcessingUrl("/console/login/oauth2/code/*")
				.userInfoEndpoint(userInfo -> userInfo.oidcUserService(consoleUsers))
				.successHandler(resume)
				.failureUrl(SIGN_IN_FAILED_PAGE))
			.logout(logout -> logout.logoutUrl("/console/logout").logoutSuccessHandler(endSession))
			.exceptionHandling(exceptions -> exceptions.authenticationEntryPoint(signIn).accessDeniedHandler(forbidden))
			.headers(headers -> headers.contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY)))
			.addFilterAfter(new CurrentAccess(consoleUsers, contexts), SecurityContextHolderFilter.class)
			.build();
	}

	/** Built from the configured issuer: the provider is this application, so nothing is discovered at start. */
	@Bean
	ClientRegistrationRepository consoleClientRegistrations(PlatformSettings platform) {
		String issuer = platform.issuerString();
		return new InMemoryClientRegistrationRepository(ClientRegistration.withRegistrationId(REGISTRATION_ID)
			.clientId(ConsoleClient.CLIENT_ID)
			.clientName("Kontor")
			.clientAuthenticationMethod(ClientAuthenticationMethod.NONE)
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.redirectUri(ConsoleClient.redirectUri(platform))
			.scope("openid")
			.issuerUri(issuer)
			.authorizationUri(issuer + "/connect/authorize")
			.tokenUri(issuer + "/connect/token")
			.jwkSetUri(issuer + "/.well-known/openid-configuration/jwks")
			.userNameAttributeName("sub")
			.providerConfigurationMetadata(Map.of("end_session_endpoint", issuer + "/connect/endsession"))
			.build());
	}
}

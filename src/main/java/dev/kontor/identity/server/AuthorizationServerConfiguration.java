package dev.kontor.identity.server;

import java.time.Clock;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.proc.DefaultJOSEObjectTypeVerifier;
import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcOperations;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.core.DelegatingOAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtIssuerValidator;
import org.springframework.security.oauth2.jwt.JwtTimestampValidator;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.authentication.ClientSecretAuthenticationProvider;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationProvider;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationValidator;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.authentication.preauth.AbstractPreAuthenticatedProcessingFilter;
import org.springframework.security.web.util.matcher.MediaTypeRequestMatcher;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.identity.clients.ClientSecrets;
import dev.kontor.identity.clients.RegisteredClients;
import dev.kontor.identity.keys.KeyRing;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.identity.throttling.AttemptThrottle;
import dev.kontor.identity.throttling.RefusedAttempts;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.security.TokenClaims;
import dev.kontor.shared.web.BearerTokenChallenge;

/**
 * The OpenID Connect provider: Spring Security's authorization server at the contract's paths, with the
 * platform's stores, token shape and pages.
 */
@Configuration(proxyBeanMethods = false)
class AuthorizationServerConfiguration {

	static final String LOGIN_PAGE = "/account/login";

	static final String CONSENT_PAGE = "/account/consent";

	/** Where a sign-in refused by {@link SignInThrottle} is answered (a forward, never a link). */
	static final String SIGN_IN_REFUSED = "/account/login/refused";

	@Bean
	@Order(1)
	SecurityFilterChain authorizationServerFilterChain(HttpSecurity http, UserManagement users,
			RegisteredClientRepository clients, AuthorizationServerSettings serverSettings, AttemptThrottle throttle,
			RefusedAttempts refusals, MeterRegistry meters, PlatformSettings platform) throws Exception {
		// Absolute, from the issuer: built from the request, they would name whatever host its Host header names.
		String loginPage = platform.issuerString() + LOGIN_PAGE;
		String consentPage = platform.issuerString() + CONSENT_PAGE;
		http.oauth2AuthorizationServer(server -> {
			http.securityMatcher(server.getEndpointsMatcher());
			server.clientAuthentication(authentication -> authentication
				.authenticationProviders(providers -> providers
					.forEach(AuthorizationServerConfiguration::verifyClientSecretsWithTheirHashes))
				.errorResponseHandler(new ClientAuthenticationFailures(throttle)))
				.authorizationEndpoint(endpoint -> endpoint.consentPage(consentPage)
					.authenticationProviders(providers -> providers
						.forEach(AuthorizationServerConfiguration::checkCodeChallengeFormat)))
				.tokenEndpoint(endpoint -> endpoint.accessTokenRequestConverter(new CodeVerifierFormat())
					.accessTokenResponseHandler(new TokenResponses()))
				.tokenIntrospectionEndpoint(
						endpoint -> endpoint.introspectionResponseHandler(new TenantScopedIntrospection(clients)))
				.oidc(oidc -> oidc.providerConfigurationEndpoint(endpoint -> endpoint
					.providerConfigurationCustomizer(ProviderMetadata::describeSupportedFeatures))
					.userInfoEndpoint(userInfo -> userInfo.userInfoMapper(new UserInfoClaims(users))));
		})
			.authorizeHttpRequests(requests -> requests.anyRequest().authenticated())
			.exceptionHandling(exceptions -> exceptions.defaultAuthenticationEntryPointFor(
					new LoginUrlAuthenticationEntryPoint(loginPage), new MediaTypeRequestMatcher(MediaType.TEXT_HTML)))
			.oauth2ResourceServer(resourceServer -> resourceServer.jwt(Customizer.withDefaults())
				.authenticationEntryPoint(new BearerTokenChallenge(platform)))
			// The client authentication filter comes right after this one: a locked-out client is refused first.
			.addFilterBefore(new ClientAuthenticationThrottle(serverSettings, throttle, refusals),
					AbstractPreAuthenticatedProcessingFilter.class)
			.addFilterBefore(new TokenRequestCount(serverSettings.getTokenEndpoint(), meters),
					ClientAuthenticationThrottle.class);
		return http.build();
	}

	private static void verifyClientSecretsWithTheirHashes(AuthenticationProvider provider) {
		if (provider instanceof ClientSecretAuthenticationProvider clientSecrets) {
			clientSecrets.setPasswordEncoder(new ClientSecrets());
		}
	}

	/** Spring Security's checks of the redirect URI and scope, then {@link CodeChallengeFormat}. */
	private static void checkCodeChallengeFormat(AuthenticationProvider provider) {
		if (provider instanceof OAuth2AuthorizationCodeRequestAuthenticationProvider authorizationRequests) {
			authorizationRequests.setAuthenticationValidator(
					OAuth2AuthorizationCodeRequestAuthenticationValidator.DEFAULT_REDIRECT_URI_VALIDATOR
						.andThen(OAuth2AuthorizationCodeRequestAuthenticationValidator.DEFAULT_SCOPE_VALIDATOR)
						.andThen(new CodeChallengeFormat()));
		}
	}

	@Bean
	AuthorizationServerSettings authorizationServerSettings(PlatformSettings platform) {
		return AuthorizationServerSettings.builder()
			.issuer(platform.issuerString())
			.authorizationEndpoint("/connect/authorize")
			.tokenEndpoint("/connect/token")
			.jwkSetEndpoint("/.well-known/openid-configuration/jwks")
			.tokenIntrospectionEndpoint("/connect/introspect")
			.tokenRevocationEndpoint("/connect/revocation")
			.oidcUserInfoEndpoint("/connect/userinfo")
			.oidcLogoutEndpoint("/connect/endsession")
			.build();
	}

	/**
	 * Spring Security wraps no filter, authentication or authorization in an observation. Turning its observations
	 * off by name (application.yml) still built the wrappers and a context for each on every request (JFR under
	 * client-credentials load: about 11 % of the Java samples in Micrometer, a third of them in these wrappers).
	 */
	@Bean
	static SecurityObservationSettings securityObservationSettings() {
		return SecurityObservationSettings.noObservations();
	}

	/** User passwords: bcrypt. Client secrets: salted SHA-256, see {@link ClientSecrets}. */
	@Bean
	PasswordEncoder passwordEncoder() {
		return new CredentialEncoder();
	}

	@Bean
	StoredAuthorizations authorizationService(JdbcOperations jdbc, RegisteredClientRepository clients,
			RotatedRefreshTokens rotatedRefreshTokens, RevokedAccessTokens revokedAccessTokens, JwtDecoder jwtDecoder,
			UserManagement users, Clock clock, IdentitySettings settings) {
		return new StoredAuthorizations(new JdbcOAuth2AuthorizationService(jdbc, clients), rotatedRefreshTokens,
				revokedAccessTokens, clients, jwtDecoder,
				new UserGrants(users, clock, settings.refreshTokenAbsoluteLifetime()));
	}

	@Bean
	OAuth2AuthorizationConsentService authorizationConsentService(JdbcOperations jdbc,
			RegisteredClientRepository clients) {
		return new JdbcOAuth2AuthorizationConsentService(jdbc, clients);
	}

	@Bean
	OAuth2TokenCustomizer<JwtEncodingContext> tokenCustomizer(KeyRing keyRing, UserManagement users,
			Tenants tenants, RegisteredClients clients) {
		return new TokenCustomizer(keyRing, users, tenants, clients);
	}

	/**
	 * Validates the access tokens every API receives: signed by a published key, typed {@code at+jwt}, issued
	 * here, naming a tenant and a client (checked once per token), in its validity window and not revoked (checked
	 * on every request).
	 */
	@Bean
	JwtDecoder jwtDecoder(KeyRing keyRing, PlatformSettings platform, RevokedAccessTokens revoked,
			IdentitySettings settings) {
		NimbusJwtDecoder signatureAndClaims = NimbusJwtDecoder.withJwkSource(keyRing)
			.jwsAlgorithms(algorithms -> {
				algorithms.add(SignatureAlgorithm.RS256);
				algorithms.add(SignatureAlgorithm.ES256);
			})
			.jwtProcessorCustomizer(processor -> processor.setJWSTypeVerifier(
					new DefaultJOSEObjectTypeVerifier<>(new JOSEObjectType(TokenCustomizer.ACCESS_TOKEN_TYPE))))
			.build();
		OAuth2TokenValidator<Jwt> perRequest = new DelegatingOAuth2TokenValidator<>(new JwtTimestampValidator(),
				notRevoked(revoked));
		signatureAndClaims.setJwtValidator(new DelegatingOAuth2TokenValidator<>(perRequest,
				new JwtIssuerValidator(platform.issuerString()), requiredClaim(TokenClaims.TENANT_ID),
				requiredClaim(TokenClaims.CLIENT_ID)));
		return new AccessTokenDecoder(signatureAndClaims, perRequest, settings.validatedTokenCacheSize(),
				settings.longestTokenLifetime());
	}

	private static OAuth2TokenValidator<Jwt> requiredClaim(String claim) {
		return jwt -> jwt.hasClaim(claim) ? OAuth2TokenValidatorResult.success()
				: OAuth2TokenValidatorResult.failure(
						new OAuth2Error(OAuth2ErrorCodes.INVALID_TOKEN, "The token has no " + claim + " claim", null));
	}

	private static OAuth2TokenValidator<Jwt> notRevoked(RevokedAccessTokens revoked) {
		return jwt -> jwt.getId() != null && !revoked.isRevoked(jwt.getId()) ? OAuth2TokenValidatorResult.success()
				: OAuth2TokenValidatorResult
					.failure(new OAuth2Error(OAuth2ErrorCodes.INVALID_TOKEN, "The token has been revoked", null));
	}
}

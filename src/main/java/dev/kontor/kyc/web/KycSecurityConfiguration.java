package dev.kontor.kyc.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;

import dev.kontor.shared.web.SecurityErrorHandlers;

/**
 * Two kinds of KYC request carry no token. A provider's callback is authenticated by its signature
 * ({@code ProviderCallbacks}), so it is stateless and without CSRF protection, which guards browser sessions only.
 * The simulator's page is the person's, reached by the unguessable token in its URL; its form carries a CSRF token
 * (kept in the browser's session) and the page allows no script, inline style or foreign form target. Both chains sit
 * before the API chain, whose paths would otherwise demand a bearer token.
 */
@Configuration(proxyBeanMethods = false)
class KycSecurityConfiguration {

	static final String CALLBACKS = "/api/v3/kyc/providers/*/callback";

	static final String SIMULATOR = "/kyc-simulator/**";

	static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'none'; style-src 'self'; "
			+ "img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

	@Bean
	@Order(1)
	SecurityFilterChain kycCallbackFilterChain(HttpSecurity http, SecurityErrorHandlers errors) throws Exception {
		return http.securityMatcher(CALLBACKS)
			.authorizeHttpRequests(requests -> requests.anyRequest().permitAll())
			.sessionManagement(sessions -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.csrf(AbstractHttpConfigurer::disable)
			.requestCache(AbstractHttpConfigurer::disable)
			.exceptionHandling(exceptions -> exceptions.authenticationEntryPoint(errors).accessDeniedHandler(errors))
			.build();
	}

	@Bean
	@Order(1)
	SecurityFilterChain kycSimulatorFilterChain(HttpSecurity http) throws Exception {
		return http.securityMatcher(SIMULATOR)
			.authorizeHttpRequests(requests -> requests.anyRequest().permitAll())
			.requestCache(AbstractHttpConfigurer::disable)
			.headers(headers -> headers.contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY)))
			.build();
	}
}

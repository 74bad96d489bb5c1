package dev.kontor.identity.server;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.ObjectPostProcessor;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.header.HeaderWriterFilter;

import dev.kontor.shared.security.ApiPaths;
import dev.kontor.shared.security.Scopes;
import dev.kontor.shared.security.ClientRecordBinding;
import dev.kontor.shared.web.SecurityErrorHandlers;

/**
 * The resource-server side of every API: a valid bearer access token on each request, stateless. The operator API
 * needs {@code platform.admin} ({@link ApiPaths}); each other operation names its scope with {@code @PreAuthorize}.
 * The AML API refuses a user token bound to a client record, whatever its scopes ({@link ClientRecordBinding}).
 * The OpenAPI document reads both rules from there, so what it declares is what is enforced.
 *
 * <p>The security headers are written before the request is handled, not on its way back: an answer written by
 * another thread (the event stream's subscriber writes from its own as soon as it joins) would otherwise set headers
 * at the same time as the request's thread, which the servlet response does not allow. Tomcat's header table then
 * broke (a {@code NullPointerException} in {@code MimeHeaders}) and the stream never sent its first line: twice in
 * 10,000 streams opened at once in the event stream benchmark (Spring Security issue 15510).
 */
@Configuration(proxyBeanMethods = false)
@EnableMethodSecurity
class ApiSecurityConfiguration {

	@Bean
	@Order(2)
	SecurityFilterChain apiFilterChain(HttpSecurity http, SecurityErrorHandlers errors) throws Exception {
		return http.securityMatcher(ApiPaths.API, ApiPaths.OPERATOR)
			.authorizeHttpRequests(requests -> requests.requestMatchers(ApiPaths.REFERENCE_DATA)
				.hasAnyAuthority("SCOPE_" + ApiPaths.OPERATOR_SCOPE, "SCOPE_" + Scopes.PRICEFEED_ADMIN)
				.requestMatchers(ApiPaths.OPERATOR)
				.hasAuthority("SCOPE_" + ApiPaths.OPERATOR_SCOPE)
				.requestMatchers(ApiPaths.UNBOUND_CALLERS_ONLY)
				.access(ClientRecordBinding.unboundCallersOnly())
				.anyRequest()
				.authenticated())
			.sessionManagement(sessions -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.headers(headers -> headers.withObjectPostProcessor(new ObjectPostProcessor<HeaderWriterFilter>() {
				@Override
				public <O extends HeaderWriterFilter> O postProcess(O filter) {
					filter.setShouldWriteHeadersEagerly(true);
					return filter;
				}
			}))
			.csrf(AbstractHttpConfigurer::disable)
			.requestCache(AbstractHttpConfigurer::disable)
			.oauth2ResourceServer(resourceServer -> resourceServer.jwt(jwt -> {
			}).bearerTokenResolver(new BearerTokens()).authenticationEntryPoint(errors).accessDeniedHandler(errors))
			.exceptionHandling(exceptions -> exceptions.authenticationEntryPoint(errors).accessDeniedHandler(errors))
			.build();
	}
}

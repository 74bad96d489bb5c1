package dev.kontor.identity.server;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.firewall.HttpFirewall;

import dev.kontor.identity.throttling.AttemptThrottle;
import dev.kontor.identity.throttling.RefusedAttempts;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.web.IssuerRedirects;

/**
 * Everything that is neither the authorization server nor an API: the sign-in and consent pages (a browser
 * session), the OpenAPI document and Swagger UI, health and metrics. Only the consent page needs a signed-in
 * user; an unknown path answers 404, not a redirect to the sign-in page. Failed sign-ins are counted, and refused
 * while their username or address is locked out ({@link SignInThrottle}).
 */
@Configuration(proxyBeanMethods = false)
class WebSecurityConfiguration {

	/** The firewall in front of every filter chain, with character checks that cost less ({@link FirewallCharacters}). */
	@Bean
	HttpFirewall httpFirewall() {
		return FirewallCharacters.firewall();
	}

	@Bean
	@Order(3)
	SecurityFilterChain webFilterChain(HttpSecurity http, AttemptThrottle throttle, RefusedAttempts refusals,
			PlatformSettings platform) throws Exception {
		return http
			.authorizeHttpRequests(requests -> requests.requestMatchers(AuthorizationServerConfiguration.CONSENT_PAGE)
				.authenticated()
				.anyRequest()
				.permitAll())
			.formLogin(login -> login.loginPage(AuthorizationServerConfiguration.LOGIN_PAGE)
				.failureHandler(new SignInFailures(throttle))
				.successHandler(new SignInSuccesses(throttle, new IssuerRedirects(platform))))
			.addFilterBefore(new SignInThrottle(throttle, refusals), UsernamePasswordAuthenticationFilter.class)
			.build();
	}
}

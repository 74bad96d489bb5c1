package dev.kontor.identity.server;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Everything that is neither the authorization server nor an API: the sign-in and consent pages (a browser
 * session), the OpenAPI document and Swagger UI, health and metrics.
 */
@Configuration(proxyBeanMethods = false)
class WebSecurityConfiguration {

	@Bean
	@Order(3)
	SecurityFilterChain webFilterChain(HttpSecurity http) throws Exception {
		return http
			.authorizeHttpRequests(requests -> requests
				.requestMatchers(AuthorizationServerConfiguration.LOGIN_PAGE, "/error", "/css/**", "/favicon.ico",
						"/", "/demo/**", "/v3/api-docs", "/v3/api-docs/**", "/swagger-ui.html", "/swagger-ui/**",
						"/actuator/health", "/actuator/health/**", "/actuator/prometheus", "/actuator/info")
				.permitAll()
				.anyRequest()
				.authenticated())
			.formLogin(login -> login.loginPage(AuthorizationServerConfiguration.LOGIN_PAGE))
			.build();
	}
}

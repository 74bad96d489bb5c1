package dev.kontor.shared.idempotency;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Registers the interceptor that applies {@link Idempotent}. */
@Configuration(proxyBeanMethods = false)
class IdempotencyConfiguration implements WebMvcConfigurer {

	private final KeyClaims claims;

	IdempotencyConfiguration(KeyClaims claims) {
		this.claims = claims;
	}

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new IdempotencyInterceptor(claims));
	}
}

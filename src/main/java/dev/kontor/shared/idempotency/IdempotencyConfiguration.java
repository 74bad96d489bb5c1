package dev.kontor.shared.idempotency;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.HeaderParameter;
import org.springdoc.core.customizers.OperationCustomizer;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Registers the interceptor that applies {@link Idempotent}, and documents the header on its operations. */
@Configuration(proxyBeanMethods = false)
@RequiredArgsConstructor
class IdempotencyConfiguration implements WebMvcConfigurer {

	private final KeyClaims claims;

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new IdempotencyInterceptor(claims));
	}

	@Bean
	OperationCustomizer idempotencyKeyParameter() {
		return (operation, handlerMethod) -> {
			if (handlerMethod.hasMethodAnnotation(Idempotent.class)) {
				operation.addParametersItem(new HeaderParameter().name(IdempotencyKeyHeader.NAME)
					.required(false)
					.description("1 to " + IdempotencyKeyHeader.MAX_LENGTH + " printable ASCII characters. A retry "
							+ "with the same key and request within 24 hours answers the first answer again (with "
							+ IdempotencyKeyHeader.REPLAYED + ": true) and creates nothing; the key with another "
							+ "request answers 422; while the first request runs, 409 with Retry-After.")
					.schema(new StringSchema().minLength(1).maxLength(IdempotencyKeyHeader.MAX_LENGTH)));
			}
			return operation;
		};
	}
}

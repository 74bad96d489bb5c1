package dev.kontor.shared.security;

/**
 * The paths the bearer-token APIs answer under, and the rule over whole paths: every operation of the operator API
 * needs {@link #OPERATOR_SCOPE}. The API filter chain enforces it and the OpenAPI document declares it from here;
 * every other scope an operation needs is named by its own {@code @PreAuthorize}.
 */
public final class ApiPaths {

	public static final String API = "/api/**";

	public static final String OPERATOR = "/admin/**";

	public static final String OPERATOR_SCOPE = Scopes.PLATFORM_ADMIN;

	private ApiPaths() {
	}
}

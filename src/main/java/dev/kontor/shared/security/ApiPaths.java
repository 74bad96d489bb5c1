package dev.kontor.shared.security;

import java.util.Set;

/**
 * The paths the bearer-token APIs answer under, and the rule over whole paths: every operation of the operator API
 * needs {@link #OPERATOR_SCOPE}. The API filter chain enforces it and the OpenAPI document declares it from here;
 * every other scope an operation needs is named by its own {@code @PreAuthorize}.
 */
public final class ApiPaths {

	public static final String API = "/api/**";

	public static final String OPERATOR = "/admin/**";

	public static final String OPERATOR_SCOPE = Scopes.PLATFORM_ADMIN;

	/**
	 * The part of the operator API that reference-data connectors call too: corporate action announcements, which
	 * need {@code platform.admin} or {@code pricefeed.admin}. Its operations name the scopes they need themselves.
	 */
	public static final String REFERENCE_DATA = "/admin/v1/corporate-actions/**";

	/**
	 * The paths a token of a user linked to a client record may not call, whatever its scopes (403,
	 * {@link ClientRecordBinding}): the AML API. What it holds about a customer must not reach the customer (the
	 * tipping-off prohibition of Directive (EU) 2015/849, article 39), and the rest of it is tenant-wide.
	 */
	public static final String UNBOUND_CALLERS_ONLY = "/api/v3/aml/**";

	/**
	 * The paths that accept the access token as the {@code access_token} query parameter (RFC 6750 section 2.3) as well
	 * as in the {@code Authorization} header: streams a browser opens, whose WebSocket API sets no header. Everywhere
	 * else a token in the query is ignored, since addresses end up in logs.
	 */
	public static final Set<String> ACCESS_TOKEN_PARAMETER = Set.of("/api/pricefeed/v2/quotes/stream");

	private ApiPaths() {
	}
}

package dev.kontor.identity.server;

import java.io.IOException;
import java.util.Objects;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServletServerHttpResponse;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenIntrospection;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2ClientAuthenticationToken;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2TokenIntrospectionAuthenticationToken;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.http.converter.OAuth2TokenIntrospectionHttpMessageConverter;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;

import dev.kontor.identity.clients.RegisteredClients;

/**
 * Answers an introspection about a token of another tenant as about an unknown token, {@code active: false}
 * (RFC 7662 section 2.2 leaves to the server what a caller may learn): a tenant's client learns nothing of another
 * tenant's tokens. The tenant of a token is that of the client it was issued to, so refresh tokens, which carry no
 * {@code tenant_id}, are judged the same way.
 */
@RequiredArgsConstructor
final class TenantScopedIntrospection implements AuthenticationSuccessHandler {

	private static final OAuth2TokenIntrospection INACTIVE = OAuth2TokenIntrospection.builder().build();

	private final HttpMessageConverter<OAuth2TokenIntrospection> converter = new OAuth2TokenIntrospectionHttpMessageConverter();

	private final RegisteredClientRepository clients;

	@Override
	public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
			Authentication authentication) throws IOException {
		OAuth2TokenIntrospectionAuthenticationToken introspection = (OAuth2TokenIntrospectionAuthenticationToken) authentication;
		OAuth2TokenIntrospection claims = introspection.getTokenClaims();
		boolean sameTenant = claims.isActive() && introspection.getPrincipal() instanceof OAuth2ClientAuthenticationToken caller
				&& caller.getRegisteredClient() != null
				&& Objects.equals(RegisteredClients.tenantOf(caller.getRegisteredClient()), tenantOfClient(claims.getClientId()));
		converter.write(sameTenant ? claims : INACTIVE, null, new ServletServerHttpResponse(response));
	}

	private @Nullable UUID tenantOfClient(@Nullable String clientId) {
		if (clientId == null) {
			return null;
		}
		RegisteredClient client = clients.findByClientId(clientId);
		return client == null ? null : RegisteredClients.tenantOf(client);
	}
}

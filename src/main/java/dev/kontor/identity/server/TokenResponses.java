package dev.kontor.identity.server;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.MediaType;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AccessTokenAuthenticationToken;
import org.springframework.security.oauth2.server.authorization.web.authentication.OAuth2AccessTokenResponseAuthenticationSuccessHandler;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;

/**
 * Writes the token endpoint's answer. An answer of an access token alone (client credentials, the busiest grant) is
 * written by a writer prepared once for its four fields; the framework's handler built a map of it and looked up a
 * generic converter and its Jackson type for every answer (a tenth of a client-credentials request). Answers with a
 * refresh token or an ID token go to the framework's handler. Both write the same JSON: {@code access_token},
 * {@code scope} when there is one, {@code token_type}, {@code expires_in}.
 */
final class TokenResponses implements AuthenticationSuccessHandler {

	private static final ObjectWriter ACCESS_TOKEN_ONLY = JsonMapper.builder().build().writerFor(AccessTokenOnly.class);

	private final AuthenticationSuccessHandler framework = new OAuth2AccessTokenResponseAuthenticationSuccessHandler();

	@Override
	public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
			Authentication authentication) throws IOException, ServletException {
		if (!(authentication instanceof OAuth2AccessTokenAuthenticationToken token) || token.getRefreshToken() != null
				|| !token.getAdditionalParameters().isEmpty()) {
			framework.onAuthenticationSuccess(request, response, authentication);
			return;
		}
		response.setContentType(MediaType.APPLICATION_JSON_VALUE);
		response.setCharacterEncoding("UTF-8");
		ACCESS_TOKEN_ONLY.writeValue(response.getOutputStream(), AccessTokenOnly.of(token.getAccessToken()));
	}

	/** The body of an answer that holds an access token alone, in the order the framework writes it. */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	record AccessTokenOnly(@JsonProperty("access_token") String accessToken, @Nullable String scope,
			@JsonProperty("token_type") String tokenType, @JsonProperty("expires_in") @Nullable Long expiresIn) {

		static AccessTokenOnly of(OAuth2AccessToken token) {
			Set<String> scopes = token.getScopes();
			return new AccessTokenOnly(token.getTokenValue(), scopes.isEmpty() ? null : String.join(" ", scopes),
					token.getTokenType().getValue(), lifetimeOf(token.getIssuedAt(), token.getExpiresAt()));
		}

		private static @Nullable Long lifetimeOf(@Nullable Instant issuedAt, @Nullable Instant expiresAt) {
			return issuedAt == null || expiresAt == null ? null : Duration.between(issuedAt, expiresAt).toSeconds();
		}
	}
}

package dev.kontor.shared.web;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatus;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.oauth2.server.resource.web.access.BearerTokenAccessDeniedHandler;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.stereotype.Component;

import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.security.NotPermitted;

/**
 * 401 and 403 of the resource server: the {@code WWW-Authenticate} header as RFC 6750 says (written by Spring
 * Security's bearer token handlers, the 401's through {@link BearerTokenChallenge}) and a body in the style of the
 * addressed API, whose detail never repeats why a token was refused.
 */
@Component
public class SecurityErrorHandlers implements AuthenticationEntryPoint, AccessDeniedHandler {

	private final AuthenticationEntryPoint bearerEntryPoint;

	private final AccessDeniedHandler bearerAccessDenied = new BearerTokenAccessDeniedHandler();

	private final ErrorBodies bodies;

	SecurityErrorHandlers(ErrorBodies bodies, PlatformSettings platform) {
		this.bodies = bodies;
		this.bearerEntryPoint = new BearerTokenChallenge(platform);
	}

	@Override
	public void commence(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException authException) throws IOException, ServletException {
		bearerEntryPoint.commence(request, response, authException);
		bodies.write(request, response, HttpStatus.UNAUTHORIZED,
				"A valid bearer access token is required", "Unauthorized");
	}

	@Override
	public void handle(HttpServletRequest request, HttpServletResponse response,
			AccessDeniedException accessDeniedException) throws IOException, ServletException {
		bearerAccessDenied.handle(request, response, accessDeniedException);
		String detail = accessDeniedException instanceof NotPermitted ? accessDeniedException.getMessage()
				: "The access token lacks the scope this operation requires";
		bodies.write(request, response, HttpStatus.FORBIDDEN, detail, "Forbidden");
	}
}

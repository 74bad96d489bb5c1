package dev.kontor.shared.idempotency;

import java.io.IOException;
import java.util.Collections;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.util.WebUtils;

import dev.kontor.shared.security.TokenClaims;

/**
 * Applies {@link Idempotent} to its handlers: a request with an {@code Idempotency-Key} claims the key in the
 * caller's tenant and runs, or gets the stored answer again, or is refused (see {@link KeyClaims}). Runs before the
 * handler's arguments are read, so a retry is answered without touching its module.
 */
@RequiredArgsConstructor
final class IdempotencyInterceptor implements HandlerInterceptor {

	private final KeyClaims claims;

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		if (!(handler instanceof HandlerMethod method) || !method.hasMethodAnnotation(Idempotent.class)
				|| request.getHeader(IdempotencyKeyHeader.NAME) == null) {
			return true;
		}
		CachedBodyRequest cached = WebUtils.getNativeRequest(request, CachedBodyRequest.class);
		UUID tenantId = tenantOf(SecurityContextHolder.getContext().getAuthentication());
		if (cached == null || tenantId == null) {
			throw new IllegalStateException("An idempotent handler was reached without an authenticated, held request");
		}
		String key = IdempotencyKeyHeader.keyOf(Collections.list(request.getHeaders(IdempotencyKeyHeader.NAME)));
		String hash = RequestFingerprint.of(request.getMethod(), request.getRequestURI(), request.getQueryString(),
				cached.body());
		return switch (claims.begin(tenantId, key, hash)) {
			case KeyClaims.Run run -> {
				request.setAttribute(IdempotencyFilter.CLAIM_ATTRIBUTE, run.claim());
				yield true;
			}
			case KeyClaims.Replay replay -> {
				replay(replay.answer(), response);
				yield false;
			}
		};
	}

	private static void replay(StoredAnswer answer, HttpServletResponse response) throws IOException {
		response.setStatus(answer.status());
		answer.headers().forEach(response::setHeader);
		response.setHeader(IdempotencyKeyHeader.REPLAYED, "true");
		response.getOutputStream().write(answer.body());
	}

	private static @Nullable UUID tenantOf(@Nullable Authentication authentication) {
		if (authentication instanceof JwtAuthenticationToken token) {
			String tenantId = token.getToken().getClaimAsString(TokenClaims.TENANT_ID);
			return tenantId == null ? null : UUID.fromString(tenantId);
		}
		return null;
	}
}

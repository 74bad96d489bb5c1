package dev.kontor.shared.web;

import java.io.IOException;
import java.util.Locale;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses a query string holding the NUL character ({@code %00}) on the APIs with 400: no documented parameter
 * allows it, and PostgreSQL cannot compare or store it in a text column, so a search for it failed with 500. Only
 * the raw query string is looked at, so that no body (a form, a multipart upload) is read before its endpoint.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class NulCharacterFilter extends OncePerRequestFilter {

	private final ErrorBodies errorBodies;

	NulCharacterFilter(ErrorBodies errorBodies) {
		this.errorBodies = errorBodies;
	}

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		String path = request.getRequestURI();
		return request.getQueryString() == null || !(path.startsWith("/api/") || path.startsWith("/admin/"));
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (request.getQueryString().toLowerCase(Locale.ROOT).contains("%00")) {
			errorBodies.write(request, response, HttpStatus.BAD_REQUEST,
					"The query string must not contain the NUL character", "invalid-input");
			return;
		}
		chain.doFilter(request, response);
	}
}

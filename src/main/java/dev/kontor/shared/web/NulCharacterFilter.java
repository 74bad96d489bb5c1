package dev.kontor.shared.web;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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

	private static final String NUL = "%00";

	private static final String INVALID_INPUT = "invalid-input";

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
		for (String parameter : request.getQueryString().split("&")) {
			if (parameter.toLowerCase(Locale.ROOT).contains(NUL)) {
				refuse(request, response, parameter);
				return;
			}
		}
		chain.doFilter(request, response);
	}

	/** Names the parameter, as every other refused parameter is named, unless its very name holds the NUL. */
	private void refuse(HttpServletRequest request, HttpServletResponse response, String parameter)
			throws IOException {
		String name = parameter.split("=", 2)[0];
		if (name.toLowerCase(Locale.ROOT).contains(NUL)) {
			errorBodies.write(request, response, HttpStatus.BAD_REQUEST,
					"The query string must not contain the NUL character", Map.of(), INVALID_INPUT);
			return;
		}
		String decoded = decoded(name);
		errorBodies.write(request, response, HttpStatus.BAD_REQUEST,
				"Parameter '" + decoded + "' must not contain the NUL character",
				Map.of(decoded, List.of("must not contain the NUL character")), INVALID_INPUT);
	}

	private static String decoded(String name) {
		try {
			return URLDecoder.decode(name, StandardCharsets.UTF_8);
		}
		catch (IllegalArgumentException ex) {
			return name;
		}
	}
}

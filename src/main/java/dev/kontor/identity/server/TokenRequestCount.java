package dev.kontor.identity.server;

import java.io.IOException;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Counts requests to the token endpoint by outcome ({@code kontor.identity.token.requests}, {@code outcome} issued
 * or refused): the endpoint is a filter, so the request metrics of handler mappings do not name it.
 */
final class TokenRequestCount extends OncePerRequestFilter {

	static final String METER = "kontor.identity.token.requests";

	private final String tokenEndpoint;

	private final Counter issued;

	private final Counter refused;

	TokenRequestCount(String tokenEndpoint, MeterRegistry meters) {
		this.tokenEndpoint = tokenEndpoint;
		this.issued = counter(meters, "issued");
		this.refused = counter(meters, "refused");
	}

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		return !"POST".equals(request.getMethod()) || !tokenEndpoint.equals(request.getRequestURI());
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		try {
			chain.doFilter(request, response);
		}
		finally {
			(response.getStatus() < 400 ? issued : refused).increment();
		}
	}

	private static Counter counter(MeterRegistry meters, String outcome) {
		return Counter.builder(METER)
			.description("Requests to the token endpoint by outcome")
			.tag("outcome", outcome)
			.register(meters);
	}
}

package dev.kontor.shared.idempotency;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * Holds the body and the answer of a POST that carries an {@code Idempotency-Key}, so that
 * {@link IdempotencyInterceptor} can fingerprint the body before the handler reads it, and the answer the client
 * receives can be stored for the key once the request ends. Runs after Spring Security, so that only authenticated
 * requests are held. The answer is stored (or the key freed) before it is sent, so that a retry that arrives as soon
 * as the client has the answer finds it stored.
 */
@Component
@Order(0)
class IdempotencyFilter extends OncePerRequestFilter {

	static final String CLAIM_ATTRIBUTE = IdempotencyFilter.class.getName() + ".claim";

	/** Headers of the first answer that a replay carries again, besides its body's type. */
	private static final List<String> REPLAYED_HEADERS = List.of(HttpHeaders.LOCATION, HttpHeaders.ETAG);

	private static final Logger log = LoggerFactory.getLogger(IdempotencyFilter.class);

	private final KeyClaims claims;

	IdempotencyFilter(KeyClaims claims) {
		this.claims = claims;
	}

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		return !"POST".equals(request.getMethod()) || request.getHeader(IdempotencyKeyHeader.NAME) == null;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		CachedBodyRequest cachedRequest = new CachedBodyRequest(request);
		ContentCachingResponseWrapper heldResponse = new ContentCachingResponseWrapper(response);
		boolean ended = false;
		try {
			chain.doFilter(cachedRequest, heldResponse);
			ended = true;
		}
		finally {
			if (request.getAttribute(CLAIM_ATTRIBUTE) instanceof Claim claim) {
				settle(claim, heldResponse, ended);
			}
			heldResponse.copyBodyToResponse();
		}
	}

	private void settle(Claim claim, ContentCachingResponseWrapper response, boolean ended) {
		try {
			if (ended) {
				claims.end(claim, answerOf(response));
			}
			else {
				claims.abandon(claim);
			}
		}
		catch (RuntimeException ex) {
			// The client still gets its answer; the key stays claimed until abandoned-after, then a retry runs again.
			log.warn("The answer to a request with an {} could not be stored", IdempotencyKeyHeader.NAME, ex);
		}
	}

	private static StoredAnswer answerOf(ContentCachingResponseWrapper response) {
		Map<String, String> headers = new LinkedHashMap<>();
		if (response.getContentType() != null) {
			headers.put(HttpHeaders.CONTENT_TYPE, response.getContentType());
		}
		for (String name : REPLAYED_HEADERS) {
			String value = response.getHeader(name);
			if (value != null) {
				headers.put(name, value);
			}
		}
		return new StoredAnswer(response.getStatus(), headers, response.getContentAsByteArray());
	}
}

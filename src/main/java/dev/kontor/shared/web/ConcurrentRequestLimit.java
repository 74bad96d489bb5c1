package dev.kontor.shared.web;

import java.io.IOException;
import java.util.concurrent.Semaphore;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * With a virtual thread per request: lets at most a fixed number of requests past this filter at once, the others
 * wait for a permit in arrival order. Virtual threads are not time-sliced; without the bound, a saturated server
 * ran every request it had accepted at once and some waited seconds while most took milliseconds.
 */
final class ConcurrentRequestLimit extends OncePerRequestFilter {

	private final Semaphore permits;

	ConcurrentRequestLimit(int maxConcurrent) {
		this.permits = new Semaphore(maxConcurrent, true);
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		try {
			permits.acquire();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
			return;
		}
		try {
			chain.doFilter(request, response);
		}
		finally {
			permits.release();
		}
	}

	/** Requests waiting for a permit. */
	int waiting() {
		return permits.getQueueLength();
	}
}

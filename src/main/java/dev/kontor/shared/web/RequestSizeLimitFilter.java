package dev.kontor.shared.web;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Semaphore;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.server.PathContainer;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.pattern.PathPattern;

/**
 * Refuses request bodies over {@code kontor.web.max-request-size} with 413: at once when the declared
 * {@code Content-Length} is too large, and while reading when a chunked body grows past the limit. Routes a module
 * gives a larger limit ({@link RequestBodyLimit} beans) have that one instead.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class RequestSizeLimitFilter extends OncePerRequestFilter {

	private final long limitBytes;

	private final Set<String> unlimitedPaths;

	private final List<Larger> largerLimits;

	private final ErrorBodies errorBodies;

	private record Larger(PathPattern pattern, long limitBytes, Semaphore turns) {
	}

	RequestSizeLimitFilter(WebSettings settings, ObjectProvider<RequestBodyLimit> largerLimits,
			ErrorBodies errorBodies) {
		this.limitBytes = settings.maxRequestSize().toBytes();
		this.unlimitedPaths = Set.copyOf(settings.unlimitedRequestPaths());
		this.largerLimits = largerLimits.orderedStream()
			.map(limit -> new Larger(limit.parsed(), limit.maxSize().toBytes(),
					new Semaphore(limit.maxConcurrent(), true)))
			.toList();
		this.errorBodies = errorBodies;
	}

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		return unlimitedPaths.contains(request.getRequestURI());
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Larger larger = largerLimitOf(request);
		long limit = larger == null ? limitBytes : larger.limitBytes();
		if (request.getContentLengthLong() > limit) {
			errorBodies.write(request, response, HttpStatus.CONTENT_TOO_LARGE,
					new PayloadTooLarge(limit).getMessage(), "PayloadTooLarge");
			return;
		}
		if (larger == null) {
			chain.doFilter(new LimitedRequest(request, limit), response);
			return;
		}
		try {
			larger.turns().acquire();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new ServletException("Interrupted while waiting to read a large request body", ex);
		}
		try {
			chain.doFilter(new LimitedRequest(request, limit), response);
		}
		finally {
			larger.turns().release();
		}
	}

	private @Nullable Larger largerLimitOf(HttpServletRequest request) {
		if (largerLimits.isEmpty() || "GET".equals(request.getMethod())) {
			return null;
		}
		PathContainer path = PathContainer.parsePath(request.getRequestURI());
		Larger largest = null;
		for (Larger larger : largerLimits) {
			if (larger.limitBytes() > (largest == null ? limitBytes : largest.limitBytes())
					&& larger.pattern().matches(path)) {
				largest = larger;
			}
		}
		return largest;
	}

	private static final class LimitedRequest extends HttpServletRequestWrapper {

		private final long limitBytes;

		private ServletInputStream stream;

		LimitedRequest(HttpServletRequest request, long limitBytes) {
			super(request);
			this.limitBytes = limitBytes;
		}

		@Override
		public ServletInputStream getInputStream() throws IOException {
			if (stream == null) {
				stream = new CountingInputStream(super.getInputStream(), limitBytes);
			}
			return stream;
		}
	}

	private static final class CountingInputStream extends ServletInputStream {

		private final ServletInputStream delegate;

		private final long limitBytes;

		private long read;

		CountingInputStream(ServletInputStream delegate, long limitBytes) {
			this.delegate = delegate;
			this.limitBytes = limitBytes;
		}

		@Override
		public int read() throws IOException {
			int b = delegate.read();
			if (b >= 0) {
				count(1);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int n = delegate.read(buffer, offset, length);
			if (n > 0) {
				count(n);
			}
			return n;
		}

		private void count(int n) throws PayloadTooLarge {
			read += n;
			if (read > limitBytes) {
				throw new PayloadTooLarge(limitBytes);
			}
		}

		@Override
		public boolean isFinished() {
			return delegate.isFinished();
		}

		@Override
		public boolean isReady() {
			return delegate.isReady();
		}

		@Override
		public void setReadListener(ReadListener listener) {
			delegate.setReadListener(listener);
		}
	}
}

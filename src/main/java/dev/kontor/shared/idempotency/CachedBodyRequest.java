package dev.kontor.shared.idempotency;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import org.jspecify.annotations.Nullable;

/**
 * A request whose body can be read before its handler reads it: the fingerprint of a request with a key needs the
 * body before the key is claimed. The body is read on first demand, through the size limit of the request, and then
 * served from memory.
 */
final class CachedBodyRequest extends HttpServletRequestWrapper {

	private byte @Nullable [] body;

	CachedBodyRequest(HttpServletRequest request) {
		super(request);
	}

	byte[] body() throws IOException {
		if (body == null) {
			body = super.getInputStream().readAllBytes();
		}
		return body;
	}

	@Override
	public ServletInputStream getInputStream() throws IOException {
		return body == null ? super.getInputStream() : new CachedStream(body);
	}

	@Override
	public BufferedReader getReader() throws IOException {
		if (body == null) {
			return super.getReader();
		}
		String encoding = getCharacterEncoding();
		Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
		return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), charset));
	}

	private static final class CachedStream extends ServletInputStream {

		private final ByteArrayInputStream bytes;

		CachedStream(byte[] body) {
			this.bytes = new ByteArrayInputStream(body);
		}

		@Override
		public int read() {
			return bytes.read();
		}

		@Override
		public int read(byte[] buffer, int offset, int length) {
			return bytes.read(buffer, offset, length);
		}

		@Override
		public boolean isFinished() {
			return bytes.available() == 0;
		}

		@Override
		public boolean isReady() {
			return true;
		}

		@Override
		public void setReadListener(ReadListener listener) {
			throw new UnsupportedOperationException("The body is read already");
		}
	}
}

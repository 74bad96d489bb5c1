package dev.kontor.bench.common;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One persistent HTTP/1.1 connection, used by one thread at a time: writes a pre-built request and reads the whole
 * response (Content-Length, chunked or until close). Reconnects on the next exchange when the server closed the
 * connection (Tomcat does so after {@code server.tomcat.max-keep-alive-requests}, 100 by default), so the cost of
 * a new TCP connection is part of that request's latency, as it would be for a real client.
 * <p>
 * Shared by the benchmark jars (each compiles this folder in, so that they keep no dependencies): it costs the
 * benchmark far less CPU than {@code java.net.http.HttpClient}, CPU the application would otherwise miss.
 */
public final class HttpConnection implements Closeable {

	private static final int MAX_LINE = 16 * 1024;

	private final InetSocketAddress address;

	private final int timeoutMillis;

	private volatile Socket socket;

	private InputStream in;

	private OutputStream out;

	private final byte[] line = new byte[MAX_LINE];

	private int lineLength;

	private byte[] body = new byte[8 * 1024];

	private int bodyLength;

	private long connects;

	private int status;

	/** Requests sent on the current TCP connection, including the one in progress. */
	private int requestsOnConnection;

	/** Nanoseconds the last exchange spent connecting; 0 when it reused the connection. */
	private long lastConnectNanos;

	public HttpConnection(InetSocketAddress address, int timeoutMillis) {
		this.address = address;
		this.timeoutMillis = timeoutMillis;
	}

	/** Sends the request and reads the complete response; returns its status code. */
	public int exchange(byte[] request) throws IOException {
		lastConnectNanos = 0;
		if (socket == null) {
			long started = System.nanoTime();
			connect();
			lastConnectNanos = System.nanoTime() - started;
		}
		requestsOnConnection++;
		try {
			out.write(request);
			out.flush();
			boolean closeAfter = readResponse();
			if (closeAfter) {
				close();
			}
			return status;
		}
		catch (IOException | RuntimeException ex) {
			close();
			throw ex;
		}
	}

	/** The body of the last response (valid until the next exchange). */
	public String bodyText(int maxChars) {
		String text = new String(body, 0, bodyLength, StandardCharsets.UTF_8);
		return text.length() <= maxChars ? text : text.substring(0, maxChars) + "...";
	}

	/** The whole body of the last response (valid until the next exchange). */
	public String body() {
		return new String(body, 0, bodyLength, StandardCharsets.UTF_8);
	}

	public long connects() {
		return connects;
	}

	public int requestsOnConnection() {
		return requestsOnConnection;
	}

	public long lastConnectNanos() {
		return lastConnectNanos;
	}

	private void connect() throws IOException {
		Socket s = new Socket();
		try {
			s.setTcpNoDelay(true);
			s.setSoTimeout(timeoutMillis);
			s.connect(address, timeoutMillis);
		}
		catch (IOException ex) {
			s.close();
			throw ex;
		}
		in = new BufferedInputStream(s.getInputStream(), 16 * 1024);
		out = new BufferedOutputStream(s.getOutputStream(), 8 * 1024);
		socket = s;
		connects++;
		requestsOnConnection = 0;
	}

	/** Reads one response; returns whether the connection must be closed afterwards. */
	private boolean readResponse() throws IOException {
		bodyLength = 0;
		boolean http10;
		do {
			readLine(true);
			String statusLine = new String(line, 0, lineLength, StandardCharsets.ISO_8859_1);
			if (!statusLine.startsWith("HTTP/1.") || statusLine.length() < 12) {
				throw new IOException("Not an HTTP/1.x status line: " + abbreviate(statusLine));
			}
			http10 = statusLine.startsWith("HTTP/1.0");
			try {
				status = Integer.parseInt(statusLine.substring(9, 12));
			}
			catch (NumberFormatException ex) {
				throw new IOException("Bad status line: " + abbreviate(statusLine));
			}
			long contentLength = -1;
			boolean chunked = false;
			boolean close = http10;
			while (true) {
				readLine(false);
				if (lineLength == 0) {
					break;
				}
				String header = new String(line, 0, lineLength, StandardCharsets.ISO_8859_1);
				int colon = header.indexOf(':');
				if (colon <= 0) {
					continue;
				}
				String name = header.substring(0, colon).trim();
				String value = header.substring(colon + 1).trim();
				if (name.equalsIgnoreCase("Content-Length")) {
					contentLength = Long.parseLong(value);
				}
				else if (name.equalsIgnoreCase("Transfer-Encoding")) {
					chunked = value.toLowerCase().contains("chunked");
				}
				else if (name.equalsIgnoreCase("Connection")) {
					String v = value.toLowerCase();
					close = v.contains("close") || (http10 && !v.contains("keep-alive"));
				}
			}
			if (status >= 100 && status < 200) {
				continue; // interim response; the final one follows
			}
			if (status == 204 || status == 304) {
				return close;
			}
			if (chunked) {
				readChunked();
			}
			else if (contentLength >= 0) {
				readBody(contentLength);
			}
			else {
				readUntilEof();
				return true;
			}
			return close;
		}
		while (true);
	}

	private void readChunked() throws IOException {
		while (true) {
			readLine(false);
			String sizeLine = new String(line, 0, lineLength, StandardCharsets.ISO_8859_1);
			int semicolon = sizeLine.indexOf(';');
			String hex = (semicolon >= 0 ? sizeLine.substring(0, semicolon) : sizeLine).trim();
			long size;
			try {
				size = Long.parseLong(hex, 16);
			}
			catch (NumberFormatException ex) {
				throw new IOException("Bad chunk size: " + abbreviate(sizeLine));
			}
			if (size == 0) {
				do {
					readLine(false); // trailers
				}
				while (lineLength > 0);
				return;
			}
			readBody(size);
			readLine(false); // CRLF after the chunk
		}
	}

	private void readBody(long length) throws IOException {
		if (length > Integer.MAX_VALUE - bodyLength) {
			throw new IOException("Response body too large: " + length);
		}
		ensureBodyCapacity(bodyLength + (int) length);
		int remaining = (int) length;
		while (remaining > 0) {
			int read = in.read(body, bodyLength, remaining);
			if (read < 0) {
				throw new EOFException("Connection closed in the middle of a response body");
			}
			bodyLength += read;
			remaining -= read;
		}
	}

	private void readUntilEof() throws IOException {
		while (true) {
			ensureBodyCapacity(bodyLength + 4096);
			int read = in.read(body, bodyLength, body.length - bodyLength);
			if (read < 0) {
				return;
			}
			bodyLength += read;
		}
	}

	private void ensureBodyCapacity(int capacity) {
		if (capacity > body.length) {
			byte[] bigger = new byte[Math.max(capacity, body.length * 2)];
			System.arraycopy(body, 0, bigger, 0, bodyLength);
			body = bigger;
		}
	}

	private void readLine(boolean first) throws IOException {
		lineLength = 0;
		while (true) {
			int b = in.read();
			if (b < 0) {
				throw new EOFException(first && lineLength == 0 ? "Connection closed by the server before a response"
						: "Connection closed in the middle of a response");
			}
			if (b == '\n') {
				if (lineLength > 0 && line[lineLength - 1] == '\r') {
					lineLength--;
				}
				return;
			}
			if (lineLength == MAX_LINE) {
				throw new IOException("Response line longer than " + MAX_LINE + " bytes");
			}
			line[lineLength++] = (byte) b;
		}
	}

	private static String abbreviate(String text) {
		return text.length() <= 120 ? text : text.substring(0, 120) + "...";
	}

	@Override
	public void close() {
		Socket s = socket;
		socket = null;
		if (s != null) {
			try {
				s.close();
			}
			catch (IOException ignored) {
				// nothing to do
			}
		}
	}
}

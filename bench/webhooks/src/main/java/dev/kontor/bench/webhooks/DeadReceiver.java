package dev.kontor.bench.webhooks;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * A webhook endpoint that is dead in the worst way: a TCP server socket on loopback that accepts every connection,
 * reads and discards whatever arrives and never writes a byte, so that each attempt holds its connection until the
 * sender gives up. It closes its connections only when it is closed itself (or when the sender closes them).
 *
 * <p>It counts the connections open at once: as every attempt waits for an answer that never comes, that is the
 * number of attempts the sender has in flight to this endpoint.
 */
final class DeadReceiver implements AutoCloseable {

	private final ServerSocket server;

	private final Set<Socket> open = ConcurrentHashMap.newKeySet();

	private final AtomicInteger openCount = new AtomicInteger();

	private final AtomicInteger maxOpen = new AtomicInteger();

	private final AtomicInteger windowMaxOpen = new AtomicInteger();

	private final LongAdder accepted = new LongAdder();

	private final LongAdder closedBySender = new LongAdder();

	private final LongAdder bytesRead = new LongAdder();

	/** System.nanoTime of the first accepted connection, 0 until then. */
	private final AtomicLong firstAcceptedAt = new AtomicLong();

	private final Thread acceptor;

	private volatile boolean closed;

	DeadReceiver() throws IOException {
		server = new ServerSocket(0, 4096, InetAddress.getLoopbackAddress());
		acceptor = Thread.ofPlatform().daemon().name("dead-receiver").start(this::acceptLoop);
	}

	int port() {
		return server.getLocalPort();
	}

	private void acceptLoop() {
		while (!closed) {
			Socket socket;
			try {
				socket = server.accept();
			}
			catch (IOException ex) {
				if (closed) {
					return;
				}
				continue;
			}
			firstAcceptedAt.compareAndSet(0, System.nanoTime());
			accepted.increment();
			open.add(socket);
			int now = openCount.incrementAndGet();
			maxOpen.accumulateAndGet(now, Math::max);
			windowMaxOpen.accumulateAndGet(now, Math::max);
			Thread.ofVirtual().start(() -> discard(socket));
		}
	}

	private void discard(Socket socket) {
		byte[] buffer = new byte[8192];
		boolean bySender = false;
		try (InputStream in = socket.getInputStream()) {
			int n;
			while ((n = in.read(buffer)) >= 0) {
				bytesRead.add(n);
			}
			bySender = true;
		}
		catch (IOException ex) {
			// reset by the sender, or closed by close()
			bySender = !closed;
		}
		finally {
			if (open.remove(socket)) {
				openCount.decrementAndGet();
				if (bySender) {
					closedBySender.increment();
				}
			}
			try {
				socket.close();
			}
			catch (IOException ignored) {
				// closing anyway
			}
		}
	}

	/** Connections open now. */
	int openNow() {
		return openCount.get();
	}

	/** The most connections open at once since the receiver started. */
	int maxOpen() {
		return maxOpen.get();
	}

	/** Starts a new window for {@link #windowMaxOpen()} at the current number of open connections. */
	void startWindow() {
		windowMaxOpen.set(openCount.get());
	}

	/** The most connections open at once since {@link #startWindow()}. */
	int windowMaxOpen() {
		return windowMaxOpen.get();
	}

	long accepted() {
		return accepted.sum();
	}

	long closedBySender() {
		return closedBySender.sum();
	}

	long bytesRead() {
		return bytesRead.sum();
	}

	/** System.nanoTime of the first accepted connection, 0 if none was. */
	long firstAcceptedAt() {
		return firstAcceptedAt.get();
	}

	@Override
	public void close() {
		closed = true;
		try {
			server.close();
		}
		catch (IOException ignored) {
			// closing anyway
		}
		for (Socket socket : open) {
			try {
				socket.close();
			}
			catch (IOException ignored) {
				// closing anyway
			}
		}
		try {
			acceptor.join(1000);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}

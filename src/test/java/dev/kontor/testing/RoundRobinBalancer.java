package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP load balancer on a loopback port: each new connection goes to the next of the instances' ports in turn, as a
 * round-robin balancer without session affinity sends it. Requests carry the balancer's address in their Host header
 * at every instance, as behind a real one.
 */
public final class RoundRobinBalancer implements AutoCloseable {

	private final List<Integer> targets;

	private final AtomicLong next = new AtomicLong();

	private final AtomicIntegerArray connections;

	private final ServerSocket listener;

	public RoundRobinBalancer(List<Integer> targetPorts) {
		this.targets = List.copyOf(targetPorts);
		this.connections = new AtomicIntegerArray(targets.size());
		try {
			listener = new ServerSocket();
			listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		Thread.ofVirtual().name("balancer-accept").start(this::accept);
	}

	public String baseUrl() {
		return "http://localhost:" + listener.getLocalPort();
	}

	/** How many connections went to the instance at this index of the target ports. */
	public int connectionsTo(int index) {
		return connections.get(index);
	}

	@Override
	public void close() throws IOException {
		listener.close();
	}

	private void accept() {
		while (!listener.isClosed()) {
			try {
				Socket client = listener.accept();
				int index = (int) (next.getAndIncrement() % targets.size());
				connections.incrementAndGet(index);
				Socket upstream = new Socket(InetAddress.getLoopbackAddress(), targets.get(index));
				SocketPipe.connect(client, upstream);
			}
			catch (IOException ex) {
				// closed, or the instance refused: the client sees its connection closed
			}
		}
	}
}

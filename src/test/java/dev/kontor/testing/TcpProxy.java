package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A plain TCP forwarder on a loopback port to a target on this machine, which a test can cut (every open connection
 * closed, new ones refused) and reopen on the same port: a database going away and coming back, without stopping a
 * server that others use.
 */
public final class TcpProxy implements AutoCloseable {

	private final InetSocketAddress target;

	private final int port;

	private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();

	private volatile ServerSocket listener;

	/** Starts forwarding from a free loopback port to {@code targetHost}:{@code targetPort}. */
	public TcpProxy(String targetHost, int targetPort) {
		this.target = new InetSocketAddress(targetHost, targetPort);
		this.listener = listen(0);
		this.port = listener.getLocalPort();
		accept(listener);
	}

	public int port() {
		return port;
	}

	/** Closes every forwarded connection and stops listening, so that connection attempts are refused. */
	public synchronized void cut() {
		SocketPipe.closeQuietly(listener);
		sockets.forEach(SocketPipe::closeQuietly);
		sockets.clear();
	}

	/** Listens again on the same port. */
	public synchronized void reopen() {
		if (listener.isClosed()) {
			listener = listen(port);
			accept(listener);
		}
	}

	@Override
	public void close() {
		cut();
	}

	private static ServerSocket listen(int port) {
		try {
			ServerSocket socket = new ServerSocket();
			socket.setReuseAddress(true);
			socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
			return socket;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void accept(ServerSocket server) {
		Thread.ofVirtual().name("tcp-proxy-accept-" + port).start(() -> {
			while (!server.isClosed()) {
				try {
					Socket client = server.accept();
					Socket upstream = new Socket();
					sockets.add(client);
					sockets.add(upstream);
					upstream.connect(target, 2000);
					SocketPipe.connect(client, upstream, () -> {
						sockets.remove(client);
						sockets.remove(upstream);
					});
				}
				catch (IOException ex) {
					// Listener closed by cut(), or the target refused: the client sees its connection closed.
				}
			}
		});
	}
}

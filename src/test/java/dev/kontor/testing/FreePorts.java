package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/** Ports for servers the tests start a little later (the application, a second instance, a database server). */
public final class FreePorts {

	private FreePorts() {
	}

	/** The ports handed out in this JVM: two servers started together never get the same one. */
	private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();

	/**
	 * A port free now, below Linux's ephemeral range (32768 and up): a port the system handed out would be free for
	 * the next outgoing connection too, which could take it before the server binds it seconds later. Never one handed
	 * out before in this JVM: two picks before either server binds would otherwise both see it free.
	 */
	public static int pick() {
		for (int attempt = 0; attempt < 100; attempt++) {
			int port = ThreadLocalRandom.current().nextInt(20_000, 32_000);
			if (!HANDED_OUT.add(port)) {
				continue;
			}
			try (ServerSocket socket = new ServerSocket(port)) {
				return socket.getLocalPort();
			}
			catch (IOException taken) {
				// another one
			}
		}
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}

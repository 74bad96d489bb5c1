package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** Ports for servers the tests start a little later (the application, a second instance, a database server). */
public final class FreePorts {

	private FreePorts() {
	}

	/**
	 * A port free now, below Linux's ephemeral range (32768 and up): a port the system handed out would be free for
	 * the next outgoing connection too, which could take it before the server binds it seconds later.
	 */
	public static int pick() {
		for (int attempt = 0; attempt < 100; attempt++) {
			int port = ThreadLocalRandom.current().nextInt(20_000, 32_000);
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

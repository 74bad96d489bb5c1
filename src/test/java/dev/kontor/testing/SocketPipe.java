package dev.kontor.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/**
 * Copies bytes both ways between two connected sockets, each way on its own virtual thread, until either side closes;
 * then closes both, so that the peer of the side that went away sees its connection closed too.
 */
final class SocketPipe {

	private SocketPipe() {
	}

	/** Pipes both ways between the sockets; {@code afterClose} runs once per direction after both are closed. */
	static void connect(Socket client, Socket upstream, Runnable afterClose) {
		oneWay(client, upstream, afterClose);
		oneWay(upstream, client, afterClose);
	}

	static void connect(Socket client, Socket upstream) {
		connect(client, upstream, () -> {
		});
	}

	private static void oneWay(Socket from, Socket to, Runnable afterClose) {
		Thread.ofVirtual().start(() -> {
			byte[] buffer = new byte[16 * 1024];
			try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
				for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
					out.write(buffer, 0, n);
					out.flush();
				}
			}
			catch (IOException ex) {
				// One side closed: close both below.
			}
			finally {
				closeQuietly(from);
				closeQuietly(to);
				afterClose.run();
			}
		});
	}

	static void closeQuietly(AutoCloseable closeable) {
		try {
			closeable.close();
		}
		catch (Exception ex) {
			// Closing is all that is wanted.
		}
	}
}

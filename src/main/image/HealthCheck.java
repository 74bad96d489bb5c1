import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;

/**
 * The image's health check (Docker and Podman run it; Kubernetes uses its own probes): exit status 0 when Kontor in
 * this container answers the health group named as the argument (readiness unless named) with 200, 1 otherwise.
 * The port is the management port if one is set, else the server's.
 */
public final class HealthCheck {

	private static final int CONNECT_TIMEOUT_MILLIS = 2_000;

	private static final int READ_TIMEOUT_MILLIS = 4_000;

	private HealthCheck() {
	}

	public static void main(String[] arguments) {
		String group = arguments.length > 0 ? arguments[0] : "readiness";
		String address = "http://127.0.0.1:" + port() + "/actuator/health/" + group;
		try {
			HttpURLConnection connection = (HttpURLConnection) URI.create(address).toURL().openConnection();
			connection.setConnectTimeout(CONNECT_TIMEOUT_MILLIS);
			connection.setReadTimeout(READ_TIMEOUT_MILLIS);
			int status = connection.getResponseCode();
			System.out.println(address + " answered " + status);
			System.exit(status == 200 ? 0 : 1);
		}
		catch (IOException | RuntimeException e) {
			System.out.println(address + " failed: " + e);
			System.exit(1);
		}
	}

	private static String port() {
		for (String variable : new String[] { "MANAGEMENT_SERVER_PORT", "SERVER_PORT" }) {
			String value = System.getenv(variable);
			if (value != null && !value.isBlank()) {
				return value.strip();
			}
		}
		return "8080";
	}

}

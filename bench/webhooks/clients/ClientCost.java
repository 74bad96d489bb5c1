import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import com.sun.management.OperatingSystemMXBean;
import com.sun.net.httpserver.HttpServer;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.pool.PoolConcurrencyPolicy;
import org.apache.hc.core5.util.Timeout;

/**
 * What one webhook attempt's HTTP exchange costs the sender: the processor time of the sending JVM per request, for
 * the JDK's asynchronous client as the attempts used it (sendAsync on a virtual thread, two executor threads of its
 * own) and for Apache HttpClient's blocking client on virtual threads as they use it now, each posting a
 * delivery-sized JSON body with signature headers to a receiver in another JVM (the webhook benchmark's receiver:
 * the JDK's HttpServer on virtual threads).
 *
 * <pre>
 *   java ClientCost.java receiver PORT
 *   java ClientCost.java jdk|apache CONCURRENCY SECONDS PORT
 * </pre>
 */
public class ClientCost {

	private static final Duration TIMEOUT = Duration.ofSeconds(10);

	private static final int WARM_UP_SECONDS = 5;

	public static void main(String[] args) throws Exception {
		if (args[0].equals("receiver")) {
			receive(Integer.parseInt(args[1]));
			return;
		}
		String client = args[0];
		int concurrency = Integer.parseInt(args[1]);
		int seconds = Integer.parseInt(args[2]);
		URI target = URI.create("http://127.0.0.1:" + args[3] + "/hooks");
		byte[] body = ("{\"type\":\"OrderFilled\",\"timestamp\":\"2026-12-02T10:00:00.123456Z\",\"data\":{\"orderId\":"
				+ "\"01a237d4-ab1d-72a8-b038-5becbb362b37\",\"url\":\"https://kontor.example/api/v3/orders/"
				+ "01a237d4-ab1d-72a8-b038-5becbb362b37\"}}").getBytes();
		Exchange exchange = client.equals("jdk") ? jdk(target, body) : apache(target, body);
		LongAdder done = new LongAdder();
		long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(WARM_UP_SECONDS + seconds);
		List<Thread> senders = new ArrayList<>();
		for (int i = 0; i < concurrency; i++) {
			senders.add(Thread.ofVirtual().start(() -> {
				while (System.nanoTime() < end) {
					try {
						if (exchange.post() == 204) {
							done.increment();
						}
					}
					catch (Exception ex) {
						throw new IllegalStateException(ex);
					}
				}
			}));
		}
		OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
		Thread.sleep(TimeUnit.SECONDS.toMillis(WARM_UP_SECONDS));
		long cpuStart = os.getProcessCpuTime();
		long doneStart = done.sum();
		long start = System.nanoTime();
		for (Thread sender : senders) {
			sender.join();
		}
		double elapsed = (System.nanoTime() - start) / 1e9;
		long requests = done.sum() - doneStart;
		double microsPerRequest = (os.getProcessCpuTime() - cpuStart) / 1000.0 / requests;
		System.out.printf(Locale.ROOT, "%-6s %3d at once: %8.0f requests/s, %6.1f µs of the sender's processor time a request%n",
				client, concurrency, requests / elapsed, microsPerRequest);
		System.exit(0);
	}

	private interface Exchange {

		int post() throws Exception;
	}

	private static Exchange jdk(URI target, byte[] body) {
		HttpClient http = HttpClient.newBuilder()
			.connectTimeout(TIMEOUT)
			.followRedirects(HttpClient.Redirect.NEVER)
			.executor(Executors.newFixedThreadPool(2, Thread.ofPlatform().daemon().factory()))
			.build();
		return () -> http.sendAsync(request(HttpRequest.newBuilder(target)).POST(HttpRequest.BodyPublishers.ofByteArray(body))
			.build(), HttpResponse.BodyHandlers.ofByteArray()).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS).statusCode();
	}

	private static HttpRequest.Builder request(HttpRequest.Builder builder) {
		return builder.timeout(TIMEOUT)
			.header("Content-Type", "application/json")
			.header("webhook-id", "msg_01a237d4-ab1d-72a8-b038-5becbb362b37")
			.header("webhook-timestamp", "1764669600")
			.header("webhook-signature", "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=");
	}

	private static Exchange apache(URI target, byte[] body) {
		Timeout timeout = Timeout.of(TIMEOUT);
		CloseableHttpClient http = HttpClients.custom()
			.setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
				.setPoolConcurrencyPolicy(PoolConcurrencyPolicy.LAX)
				.setMaxConnTotal(256)
				.setMaxConnPerRoute(256)
				.setDefaultConnectionConfig(
						ConnectionConfig.custom().setConnectTimeout(timeout).setSocketTimeout(timeout).build())
				.build())
			.disableAutomaticRetries()
			.disableRedirectHandling()
			.disableCookieManagement()
			.disableAuthCaching()
			.disableContentCompression()
			.disableConnectionState()
			.build();
		return () -> {
			HttpPost post = new HttpPost(target);
			post.setEntity(new ByteArrayEntity(body, ContentType.APPLICATION_JSON));
			post.addHeader("webhook-id", "msg_01a237d4-ab1d-72a8-b038-5becbb362b37");
			post.addHeader("webhook-timestamp", "1764669600");
			post.addHeader("webhook-signature", "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=");
			try (ClassicHttpResponse response = http.executeOpen(null, post, null)) {
				if (response.getEntity() != null) {
					try (InputStream answer = response.getEntity().getContent()) {
						answer.readAllBytes();
					}
				}
				return response.getCode();
			}
		};
	}

	private static void receive(int port) throws IOException {
		HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1024);
		receiver.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		receiver.createContext("/hooks", exchange -> {
			try (exchange) {
				exchange.getRequestBody().readAllBytes();
				exchange.sendResponseHeaders(204, -1);
			}
		});
		receiver.start();
	}
}

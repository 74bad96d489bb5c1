package dev.kontor.simulators.fixexchange;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The simulator's settings, read from {@code --kontor.fix-exchange.*=value} arguments as Kontor reads its own.
 *
 * @param port the FIX port it accepts Kontor's connection on
 * @param priceFeedUrl Kontor's base URL, whose token endpoint and price feed the simulator reads
 * @param clientId an OAuth client of Kontor with scope {@code pricefeed.read}
 * @param clientSecret that client's secret
 * @param senderCompId the simulator's own comp id
 * @param targetCompId the comp id of the initiator it accepts
 * @param storeDir where QuickFIX/J keeps sequence numbers and sent messages, so that a restart resumes the session
 *        and the simulator keeps the journal of its orders, so that a restart resumes them too
 * @param controlPort the loopback port of the control server; none without it
 * @param switches the switches at start
 * @param pollInterval how often the quotes of instruments with resting orders are read
 * @param maxQuoteAge a quote older than this fills nothing (Kontor's {@code kontor.orders.max-quote-age})
 */
record ExchangeSettings(int port, URI priceFeedUrl, String clientId, String clientSecret, String senderCompId,
		String targetCompId, Path storeDir, @Nullable Integer controlPort, Switches switches, Duration pollInterval,
		Duration maxQuoteAge) {

	static final String PREFIX = "--kontor.fix-exchange.";

	/** Polling more often than this would read the price feed more than a few times a second. */
	static final Duration SHORTEST_POLL = Duration.ofMillis(200);

	private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m)");

	ExchangeSettings {
		Objects.requireNonNull(priceFeedUrl, "priceFeedUrl");
		if (pollInterval.compareTo(SHORTEST_POLL) < 0) {
			throw new IllegalArgumentException("poll-interval must be at least " + SHORTEST_POLL.toMillis() + "ms");
		}
		if (maxQuoteAge.isNegative() || maxQuoteAge.isZero()) {
			throw new IllegalArgumentException("max-quote-age must be positive");
		}
	}

	/** The settings the arguments give; other arguments (such as {@code --kontor.mode}) are passed over. */
	static ExchangeSettings of(String... args) {
		Map<String, String> values = new HashMap<>();
		for (String arg : args) {
			int equals = arg.indexOf('=');
			if (arg.startsWith(PREFIX) && equals > 0) {
				values.put(arg.substring(PREFIX.length(), equals), arg.substring(equals + 1));
			}
		}
		String url = required(values, "price-feed-url");
		return new ExchangeSettings(Integer.parseInt(required(values, "port")),
				URI.create(url.endsWith("/") ? url.substring(0, url.length() - 1) : url),
				required(values, "client-id"), required(values, "client-secret"),
				values.getOrDefault("sender-comp-id", "EXCHANGE"), values.getOrDefault("target-comp-id", "KONTOR"),
				Path.of(values.getOrDefault("store-dir", "data/fix-exchange")),
				values.containsKey("control-port") ? Integer.valueOf(values.get("control-port")) : null,
				new Switches(flag(values, "refuse-cancels"), flag(values, "reject-orders"),
						flag(values, "duplicate-reports")),
				duration(values.getOrDefault("poll-interval", "500ms")),
				duration(values.getOrDefault("max-quote-age", "5s")));
	}

	private static String required(Map<String, String> values, String name) {
		String value = values.get(name);
		if (value == null || value.isBlank()) {
			throw new IllegalArgumentException(PREFIX + name + " is required");
		}
		return value;
	}

	private static boolean flag(Map<String, String> values, String name) {
		return Boolean.parseBoolean(values.getOrDefault(name, "false"));
	}

	/** A duration as Spring writes it ({@code 500ms}, {@code 5s}, {@code 1m}) or in ISO 8601 ({@code PT5S}). */
	static Duration duration(String text) {
		Matcher matcher = DURATION.matcher(text);
		if (!matcher.matches()) {
			return Duration.parse(text);
		}
		long amount = Long.parseLong(matcher.group(1));
		return switch (matcher.group(2)) {
			case "ms" -> Duration.ofMillis(amount);
			case "s" -> Duration.ofSeconds(amount);
			default -> Duration.ofMinutes(amount);
		};
	}
}

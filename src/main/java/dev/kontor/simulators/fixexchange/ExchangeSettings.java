package dev.kontor.simulators.fixexchange;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import dev.kontor.simulators.SettingArguments;

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
		SettingArguments values = SettingArguments.of(PREFIX, args);
		String url = values.required("price-feed-url");
		String controlPort = values.optional("control-port");
		return new ExchangeSettings(Integer.parseInt(values.required("port")),
				URI.create(url.endsWith("/") ? url.substring(0, url.length() - 1) : url), values.required("client-id"),
				values.required("client-secret"), values.text("sender-comp-id", "EXCHANGE"),
				values.text("target-comp-id", "KONTOR"), Path.of(values.text("store-dir", "data/fix-exchange")),
				controlPort == null ? null : Integer.valueOf(controlPort),
				new Switches(values.flag("refuse-cancels"), values.flag("reject-orders"),
						values.flag("duplicate-reports")),
				values.duration("poll-interval", "500ms"), values.duration("max-quote-age", "5s"));
	}
}

package dev.kontor.webhooks.endpoints;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;

/**
 * The rules for the static headers an operator adds to every request of an endpoint. A header is refused when the
 * platform sets it itself, when it is a hop-by-hop header, or when the JDK's HTTP request builder refuses it
 * ({@code Expect}, {@code Upgrade}, a name that is not a token, a value with a control character or a character above
 * 0xFF). The attempts' client sends what passes byte for byte; it would replace anything else with {@code ?}
 * instead of refusing it, so the builder's stricter rules are asked here rather than the client's.
 */
final class StaticHeaders {

	static final int MAX_NAME_LENGTH = 100;

	static final int MAX_VALUE_LENGTH = 1000;

	/** Headers the platform sets itself, and hop-by-hop headers; configuration cannot replace them. */
	private static final Set<String> RESERVED = Set.of("host", "content-type", "content-length", "connection",
			"transfer-encoding", "keep-alive", "te", "trailer", "proxy-authorization", "proxy-connection",
			"x-svc-trader-backend-content-signature-hmac", "webhook-id", "webhook-timestamp", "webhook-signature",
			"x-api-key", "x-data-cryptogram");

	private static final URI ANY_TARGET = URI.create("https://example.invalid/");

	private StaticHeaders() {
	}

	/** What is wrong with each refused header, by property path ({@code staticHeaders.Expect}); empty when none is. */
	static Map<String, List<String>> problemsOf(Map<String, String> headers) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		new TreeMap<>(headers).forEach((name, value) -> {
			String problem = problemOf(name, value);
			if (problem != null) {
				problems.computeIfAbsent("staticHeaders." + name, path -> new ArrayList<>()).add(problem);
			}
		});
		return problems;
	}

	private static @Nullable String problemOf(String name, String value) {
		if (RESERVED.contains(name.toLowerCase(Locale.ROOT))) {
			return "is set by the platform and cannot be configured";
		}
		if (name.length() > MAX_NAME_LENGTH) {
			return "name must be at most " + MAX_NAME_LENGTH + " characters";
		}
		if (value.length() > MAX_VALUE_LENGTH) {
			return "value must be at most " + MAX_VALUE_LENGTH + " characters";
		}
		if (!isSendableName(name)) {
			return "cannot be sent by the HTTP client";
		}
		return isSendable(name, value) ? null : "value must be visible ASCII or Latin-1 characters and spaces";
	}

	/** Whether the HTTP client can send this as the value of a header, as it must for the {@code X-Api-Key}. */
	static boolean isSendableValue(String value) {
		return isSendable("X-Value", value);
	}

	private static boolean isSendableName(String name) {
		return isSendable(name, "x");
	}

	private static boolean isSendable(String name, String value) {
		try {
			HttpRequest.newBuilder(ANY_TARGET).header(name, value);
			return true;
		}
		catch (IllegalArgumentException refused) {
			return false;
		}
	}
}

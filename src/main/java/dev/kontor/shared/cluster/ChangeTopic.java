package dev.kontor.shared.cluster;

import java.util.regex.Pattern;

/**
 * What kind of change a notification tells of ({@code identity.revocations}, {@code pricefeed.quotes}): declared by
 * the module that makes the change, subscribed to by the modules that keep something of it in memory.
 */
public record ChangeTopic(String name) {

	private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9.-]{0,62}");

	public ChangeTopic {
		if (!NAME.matcher(name).matches()) {
			throw new IllegalArgumentException("A change topic is 1 to 63 of [a-z0-9.-], starting with a letter: " + name);
		}
	}
}

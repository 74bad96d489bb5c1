package dev.kontor.simulators;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A simulator's {@code --prefix.name=value} arguments, read as Kontor reads its own settings: the simulators run
 * without Spring, so they cannot bind them to a settings record the way Kontor's modules do.
 */
public final class SettingArguments {

	private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m)");

	private final String prefix;

	private final Map<String, String> values;

	private SettingArguments(String prefix, Map<String, String> values) {
		this.prefix = prefix;
		this.values = values;
	}

	/** The values of the arguments that start with the prefix; other arguments (such as the mode) are passed over. */
	public static SettingArguments of(String prefix, String... args) {
		Map<String, String> values = new HashMap<>();
		for (String arg : args) {
			int equals = arg.indexOf('=');
			if (arg.startsWith(prefix) && equals > 0) {
				values.put(arg.substring(prefix.length(), equals), arg.substring(equals + 1));
			}
		}
		return new SettingArguments(prefix, values);
	}

	/** The named value, which must be given and not blank. */
	public String required(String name) {
		String value = values.get(name);
		if (value == null || value.isBlank()) {
			throw new IllegalArgumentException(prefix + name + " is required");
		}
		return value;
	}

	/** The named value, or the default when the argument is missing. */
	public String text(String name, String defaultValue) {
		return values.getOrDefault(name, defaultValue);
	}

	/** The named value, or null when the argument is missing. */
	public @Nullable String optional(String name) {
		return values.get(name);
	}

	/** Whether the named switch is {@code true}; false when the argument is missing. */
	public boolean flag(String name) {
		return Boolean.parseBoolean(values.getOrDefault(name, "false"));
	}

	/** The named duration, or the default when the argument is missing. */
	public Duration duration(String name, String defaultValue) {
		return duration(values.getOrDefault(name, defaultValue));
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

package dev.kontor.bench.common;

import java.util.HashMap;
import java.util.Map;

/**
 * The {@code --name value} options of a benchmark command line, after the command and its base URL: parsed once,
 * read by name with defaults.
 */
public final class Options {

	private final Map<String, String> values;

	private Options(Map<String, String> values) {
		this.values = values;
	}

	/**
	 * The options from {@code args[first]} on; prints {@code usage} and exits with 2 when there are none to read a
	 * command from, or they are not pairs of {@code --name value}.
	 */
	public static Options parse(String[] args, int first, String usage) {
		if (args.length == 0 || args.length < first || (args.length - first) % 2 != 0) {
			System.err.print(usage);
			System.exit(2);
		}
		Map<String, String> values = new HashMap<>();
		for (int i = first; i < args.length; i += 2) {
			if (!args[i].startsWith("--")) {
				System.err.print("not an option: " + args[i] + "\n" + usage);
				System.exit(2);
			}
			values.put(args[i].substring(2), args[i + 1]);
		}
		return new Options(values);
	}

	public String required(String name) {
		String value = values.get(name);
		if (value == null) {
			throw new IllegalArgumentException("--" + name + " is required (see usage)");
		}
		return value;
	}

	public boolean containsKey(String name) {
		return values.containsKey(name);
	}

	public String get(String name) {
		return values.get(name);
	}

	public String getOrDefault(String name, String fallback) {
		return values.getOrDefault(name, fallback);
	}

	public int number(String name, int fallback) {
		return values.containsKey(name) ? Integer.parseInt(values.get(name)) : fallback;
	}

	public long longNumber(String name, long fallback) {
		return values.containsKey(name) ? Long.parseLong(values.get(name)) : fallback;
	}

	public double decimal(String name, double fallback) {
		return values.containsKey(name) ? Double.parseDouble(values.get(name)) : fallback;
	}
}

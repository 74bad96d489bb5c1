package dev.kontor.shared.crypto;

import java.util.Locale;
import java.util.Set;

/**
 * The operating system and processor the JVM runs on, as {@code os.name} and {@code os.arch} name them.
 *
 * @param name e.g. {@code Linux}, {@code Mac OS X}
 * @param arch e.g. {@code amd64}, {@code aarch64}
 */
public record OperatingSystem(String name, String arch) {

	/** Processors for which Amazon Corretto Crypto Provider ships a Linux build (x86-64 under both names). */
	private static final Set<String> CORRETTO_ARCHITECTURES = Set.of("amd64", "x86_64", "aarch64");

	public static OperatingSystem current() {
		return new OperatingSystem(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
	}

	/** Whether Amazon Corretto Crypto Provider has a native build for this system. */
	public boolean hasCorrettoBuild() {
		return name.toLowerCase(Locale.ROOT).startsWith("linux")
				&& CORRETTO_ARCHITECTURES.contains(arch.toLowerCase(Locale.ROOT));
	}

	@Override
	public String toString() {
		return name + "/" + arch;
	}
}

package dev.kontor.shared.crypto;

import java.security.Provider;
import java.security.Security;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Decides which security provider signs tokens (and serves every other JCA look-up without a named provider).
 * Where Amazon Corretto Crypto Provider has a native build it goes first in the provider list, so that Nimbus,
 * which asks the JCA for {@code SHA256withRSA} and {@code SHA256withECDSA} without naming a provider, signs with
 * AWS-LC: an RSA-2048 signature costs about a third, a P-256 one about a ninth of the JDK's. Elsewhere, or when
 * its native library cannot be loaded, the JDK's providers sign as before.
 */
public final class SigningProviders {

	static final String CORRETTO = "AmazonCorrettoCryptoProvider";

	private SigningProviders() {
	}

	/**
	 * Installs the fast provider if this system has one and says in one line which provider signs.
	 * @param system where the JVM runs
	 * @param enabled {@code kontor.crypto.fast-provider}
	 * @param corretto loads the fast provider; throws when its native library is unusable
	 * @param log receives the line saying which provider signs
	 * @return the provider that now signs RS256 tokens
	 */
	public static Provider install(OperatingSystem system, boolean enabled, Supplier<Provider> corretto,
			Consumer<String> log) {
		if (!enabled) {
			return jdk(log, "kontor.crypto.fast-provider is false");
		}
		if (!system.hasCorrettoBuild()) {
			return jdk(log, "Amazon Corretto Crypto Provider has no build for " + system);
		}
		Provider fast;
		try {
			fast = corretto.get();
		}
		catch (RuntimeException | LinkageError ex) {
			return jdk(log, "Amazon Corretto Crypto Provider could not be loaded on " + system + ": " + ex);
		}
		if (Security.getProvider(fast.getName()) == null) {
			Security.insertProviderAt(fast, 1);
		}
		log.accept("Signing tokens with " + fast.getName() + " " + fast.getVersionStr() + " on " + system
				+ " (first security provider)");
		return fast;
	}

	/** Amazon Corretto Crypto Provider, after its self-test; throws when the native library did not load. */
	public static Provider corretto() {
		com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider provider =
				com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider.INSTANCE;
		provider.assertHealthy();
		return provider;
	}

	private static Provider jdk(Consumer<String> log, String reason) {
		Provider rsa = Security.getProvider("SunRsaSign");
		log.accept("Signing tokens with the JDK's providers (" + rsa.getName() + " for RSA, SunEC for ECDSA): "
				+ reason);
		return rsa;
	}
}

package dev.kontor.shared.crypto;

/**
 * A store whose secrets may have been written in clear, before sealing existed. Sealed once at start by
 * {@link ClearSecretsSealing}.
 */
public interface ClearSecrets {

	/**
	 * Seals every secret still stored in clear; answers how many. Each row is replaced only if it still holds the
	 * clear value read, so that instances starting together do not seal a value twice.
	 */
	int sealClearSecrets();
}

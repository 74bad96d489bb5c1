package dev.kontor.shared.crypto;

/**
 * A store whose secrets may have been written in clear, before sealing existed. Sealed once at start by
 * {@link ClearSecretsSealing}.
 */
public interface ClearSecrets {

	/**
	 * Seals every secret still stored in clear (encrypts it, or replaces it by its digest where the value is only
	 * ever compared); answers how many. Each row is replaced only if it still holds the
	 * clear value read, so that instances starting together do not seal a value twice.
	 */
	int sealClearSecrets();
}

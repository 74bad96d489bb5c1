package dev.kontor.webhooks.endpoints;

import java.security.SecureRandom;
import java.util.Base64;


/**
 * An endpoint's signing secret, written {@code whsec_<base64>} as the Standard Webhooks libraries expect. The HMAC
 * key is the base64-decoded part after the prefix, for the Standard Webhooks signature and the
 * {@code X-Svc-Trader-Backend-Content-Signature-HMAC} header alike.
 * <p>
 * {@link #toString()} never shows the secret, so that it cannot leak into logs or error messages by accident; only
 * {@link #value()} does, for storage and for the one answer that hands it to the integrator.
 *
 * @param value the secret as written, {@code whsec_} followed by 24 to 64 bytes in standard base64
 */
public record SigningSecret(String value) {

	private static final String PREFIX = "whsec_";

	private static final int GENERATED_BYTES = 32;

	private static final int MIN_BYTES = 24;

	private static final int MAX_BYTES = 64;

	private static final SecureRandom RANDOM = new SecureRandom();

	public SigningSecret {
		decode(value);
	}

	public static SigningSecret generate() {
		byte[] key = new byte[GENERATED_BYTES];
		RANDOM.nextBytes(key);
		return new SigningSecret(PREFIX + Base64.getEncoder().encodeToString(key));
	}

	/**
	 * @throws IllegalArgumentException unless the text is {@code whsec_} and valid base64 of 24 to 64 bytes; the
	 * message never repeats the text
	 */
	public static SigningSecret parse(String text) {
		return new SigningSecret(text);
	}

	/** The HMAC key; a fresh copy on every call, so callers cannot change the secret. */
	public byte[] key() {
		return decode(value);
	}

	@Override
	public String toString() {
		return PREFIX + "…";
	}

	private static byte[] decode(String value) {
		if (value == null || !value.startsWith(PREFIX)) {
			throw new IllegalArgumentException("A signing secret starts with " + PREFIX);
		}
		byte[] key;
		try {
			key = Base64.getDecoder().decode(value.substring(PREFIX.length()));
		}
		catch (IllegalArgumentException ex) {
			// The decoder's message quotes the offending character, a piece of the secret.
			throw new IllegalArgumentException("A signing secret is " + PREFIX + " followed by standard base64");
		}
		if (key.length < MIN_BYTES || key.length > MAX_BYTES) {
			throw new IllegalArgumentException(
					"A signing secret holds " + MIN_BYTES + " to " + MAX_BYTES + " bytes, not " + key.length);
		}
		return key;
	}
}

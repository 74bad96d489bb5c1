package dev.kontor.identity.clients;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

import org.springframework.security.crypto.password.PasswordEncoder;

import dev.kontor.shared.Sha256;

/**
 * Client secrets: 256 random bits, stored as their SHA-256 digest. A secret of that entropy cannot be guessed, so a
 * deliberately slow hash (which user passwords need) would only make every token request slower.
 */
public final class ClientSecrets implements PasswordEncoder {

	/** The id under which {@link org.springframework.security.crypto.password.DelegatingPasswordEncoder} finds it. */
	public static final String ENCODING_ID = "sha256";

	private static final SecureRandom RANDOM = new SecureRandom();

	public static String generate() {
		byte[] bytes = new byte[32];
		RANDOM.nextBytes(bytes);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
	}

	/** The stored form, with the prefix that routes verification to this encoder. */
	public static String storedDigestOf(String secret) {
		return "{" + ENCODING_ID + "}" + Sha256.hex(secret);
	}

	@Override
	public String encode(CharSequence rawSecret) {
		return Sha256.hex(rawSecret.toString());
	}

	@Override
	public boolean matches(CharSequence rawSecret, String encodedSecret) {
		byte[] expected = encodedSecret.getBytes(StandardCharsets.US_ASCII);
		byte[] actual = Sha256.hex(rawSecret.toString()).getBytes(StandardCharsets.US_ASCII);
		return MessageDigest.isEqual(expected, actual);
	}
}

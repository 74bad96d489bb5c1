package dev.kontor.identity.clients;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

import dev.kontor.shared.Sha256;

/**
 * Client secrets: 256 random bits, stored as a salted SHA-256 hash, {@code {ssha256}<salt>$<hash>} (base64url,
 * 16-byte salt). A secret of that entropy cannot be guessed, and the salt makes equal secrets hash differently and
 * rules out precomputed tables; a deliberately slow hash (which user passwords need) would only make every
 * client-credentials request slower and give anyone who sends wrong secrets a lever on the server's CPU (see
 * docs/decisions.md). Hashes of the first version, unsalted {@code {sha256}<hex>}, still verify and are replaced
 * by a salted hash on their next successful use ({@link #upgradeEncoding}).
 */
public final class ClientSecrets implements PasswordEncoder {

	/** The id of the stored form written now. */
	public static final String ENCODING_ID = "ssha256";

	/** The id of the unsalted form stored before. */
	static final String UNSALTED_ID = "sha256";

	private static final int SALT_BYTES = 16;

	private static final SecureRandom RANDOM = new SecureRandom();

	private final DelegatingPasswordEncoder encoders = new DelegatingPasswordEncoder(ENCODING_ID,
			Map.of(ENCODING_ID, new Salted(), UNSALTED_ID, new Unsalted()));

	public static String generate() {
		byte[] bytes = new byte[32];
		RANDOM.nextBytes(bytes);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
	}

	/** The stored form of a secret, with the prefix that routes verification to its hash. */
	public static String storedHashOf(String secret) {
		return "{" + ENCODING_ID + "}" + Salted.hash(secret);
	}

	@Override
	public @Nullable String encode(@Nullable CharSequence rawSecret) {
		return encoders.encode(rawSecret);
	}

	@Override
	public boolean matches(@Nullable CharSequence rawSecret, @Nullable String storedHash) {
		if (rawSecret == null || storedHash == null) {
			return false;
		}
		try {
			return encoders.matches(rawSecret, storedHash);
		}
		catch (IllegalArgumentException notAClientSecretHash) {
			return false;
		}
	}

	/** True for the unsalted hashes of the first version. */
	@Override
	public boolean upgradeEncoding(@Nullable String storedHash) {
		return storedHash != null && storedHash.startsWith("{" + UNSALTED_ID + "}");
	}

	/** {@code <salt>$<SHA-256(salt | secret)>}, both base64url. */
	private static final class Salted implements PasswordEncoder {

		static String hash(String secret) {
			byte[] salt = new byte[SALT_BYTES];
			RANDOM.nextBytes(salt);
			return hash(salt, secret);
		}

		private static String hash(byte[] salt, String secret) {
			Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
			return base64.encodeToString(salt) + "$" + base64.encodeToString(digest(salt, secret));
		}

		@Override
		public String encode(CharSequence rawSecret) {
			return hash(rawSecret.toString());
		}

		@Override
		public boolean matches(CharSequence rawSecret, String encoded) {
			int separator = encoded.indexOf('$');
			if (separator < 0) {
				return false;
			}
			try {
				byte[] salt = Base64.getUrlDecoder().decode(encoded.substring(0, separator));
				byte[] expected = Base64.getUrlDecoder().decode(encoded.substring(separator + 1));
				return MessageDigest.isEqual(expected, digest(salt, rawSecret.toString()));
			}
			catch (IllegalArgumentException damaged) {
				return false;
			}
		}

		private static byte[] digest(byte[] salt, String secret) {
			MessageDigest sha256 = Sha256.newDigest();
			sha256.update(salt);
			return sha256.digest(secret.getBytes(StandardCharsets.UTF_8));
		}
	}

	/** The first version's hex SHA-256, verified only. */
	private static final class Unsalted implements PasswordEncoder {

		@Override
		public String encode(CharSequence rawSecret) {
			throw new UnsupportedOperationException("Client secrets are hashed with a salt");
		}

		@Override
		public boolean matches(CharSequence rawSecret, String encoded) {
			byte[] expected = encoded.getBytes(StandardCharsets.US_ASCII);
			byte[] actual = Sha256.hex(rawSecret.toString()).getBytes(StandardCharsets.US_ASCII);
			return MessageDigest.isEqual(expected, actual);
		}
	}
}

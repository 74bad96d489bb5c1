package dev.kontor.testing;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;

/** A PKCE verifier and its S256 challenge (RFC 7636). */
public record Pkce(String verifier, String challenge) {

	private static final SecureRandom RANDOM = new SecureRandom();

	public static Pkce generate() {
		byte[] bytes = new byte[32];
		RANDOM.nextBytes(bytes);
		return of(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
	}

	public static Pkce of(String verifier) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
			return new Pkce(verifier, Base64.getUrlEncoder().withoutPadding().encodeToString(digest));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}
}

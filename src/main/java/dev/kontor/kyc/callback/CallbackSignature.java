package dev.kontor.kyc.callback;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.jspecify.annotations.Nullable;

/**
 * The signature of a provider callback (contract section 11): {@code X-Kyc-Signature: sha256=<base64
 * HMAC-SHA256(provider secret, raw body)>}, over the bytes as sent, compared in constant time.
 */
public final class CallbackSignature {

	public static final String HEADER = "X-Kyc-Signature";

	private static final String PREFIX = "sha256=";

	private CallbackSignature() {
	}

	public static String sign(String secret, byte[] body) {
		return PREFIX + Base64.getEncoder().encodeToString(hmac(secret, body));
	}

	public static boolean verifies(String secret, byte[] body, @Nullable String header) {
		if (header == null || !header.startsWith(PREFIX)) {
			return false;
		}
		byte[] presented;
		try {
			presented = Base64.getDecoder().decode(header.substring(PREFIX.length()).strip());
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
		return MessageDigest.isEqual(hmac(secret, body), presented);
	}

	private static byte[] hmac(String secret, byte[] body) {
		try {
			Mac mac = Mac.getInstance("HmacSHA256");
			mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
			return mac.doFinal(body);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("HMAC-SHA256 is not available", ex);
		}
	}
}

package dev.kontor.shared;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 digests, as lower-case hex. */
public final class Sha256 {

	private Sha256() {
	}

	public static String hex(String value) {
		return HexFormat.of().formatHex(of(value.getBytes(StandardCharsets.UTF_8)));
	}

	public static byte[] of(byte[] bytes) {
		return newDigest().digest(bytes);
	}

	/** A fresh digest, for input given in parts. */
	public static MessageDigest newDigest() {
		try {
			return MessageDigest.getInstance("SHA-256");
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}
}

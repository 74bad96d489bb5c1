package dev.kontor.shared.crypto;

import java.util.Base64;
import java.util.HexFormat;

import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

import dev.kontor.shared.Sha256;

/**
 * The key-encryption key: 256 bits, with a short id derived from it that every sealed value carries, so that a
 * later rotation can tell which key opens which value. {@link #toString()} never shows the key.
 */
final class MasterKey {

	static final int BYTES = 32;

	private final SecretKey key;

	private final String id;

	private MasterKey(byte[] bytes) {
		this.key = new SecretKeySpec(bytes, "AES");
		this.id = idOf(bytes);
	}

	/**
	 * @throws IllegalArgumentException unless the text is base64 of exactly 32 bytes; the message names the
	 * variable and never repeats the text
	 */
	static MasterKey parse(String base64) {
		byte[] bytes;
		try {
			bytes = Base64.getDecoder().decode(base64.strip());
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalArgumentException(SecuritySettings.MASTER_KEY_VARIABLE + " is not valid base64");
		}
		if (bytes.length != BYTES) {
			throw new IllegalArgumentException(SecuritySettings.MASTER_KEY_VARIABLE + " must be base64 of " + BYTES
					+ " bytes, not " + bytes.length);
		}
		return new MasterKey(bytes);
	}

	SecretKey key() {
		return key;
	}

	/** Eight hex digits of the key's SHA-256: identifies the key, reveals nothing usable about it. */
	String id() {
		return id;
	}

	@Override
	public String toString() {
		return "MasterKey[" + id + "]";
	}

	private static String idOf(byte[] bytes) {
		return HexFormat.of().formatHex(Sha256.of(bytes), 0, 4);
	}
}

package dev.kontor.shared.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

/**
 * Seals secrets stored in the database (signing keys, webhook secrets) with AES-256-GCM under the master key. A
 * sealed value reads {@code enc:v1:<key id>:<base64url(nonce | ciphertext | tag)>}: the version and key id let a
 * later key rotation find which key opens a value, and let the start-up step tell values written in clear before
 * sealing existed. The {@link SecretContext} (table, column, row id) is bound in as associated data, so that a
 * sealed value moved to another row or column does not open.
 * <p>
 * Neither method ever puts a secret into an exception message.
 */
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public final class SecretSealer {

	/** What every version of the sealed format starts with. */
	private static final String SEALED = "enc:v";

	static final String PREFIX = SEALED + "1:";

	/** A SQL {@code LIKE} pattern that sealed values match, for finding rows still in clear. */
	public static final String SEALED_PATTERN = SEALED + "%";

	private static final String TRANSFORMATION = "AES/GCM/NoPadding";

	private static final int NONCE_BYTES = 12;

	private static final int TAG_BITS = 128;

	private static final SecureRandom RANDOM = new SecureRandom();

	private static final String DERIVATION = "HmacSHA256";

	private final MasterKey masterKey;

	/** A sealer under this key (base64 of 32 bytes); for tests and tools. */
	public static SecretSealer withKey(String base64Key) {
		return new SecretSealer(MasterKey.parse(base64Key));
	}

	/**
	 * A secret of its own for {@code purpose}, derived from the master key (HMAC-SHA256 of the purpose, base64url):
	 * the same on every instance that shares the key, another for every purpose, and telling nothing of the key.
	 */
	public String derivedSecret(String purpose) {
		try {
			Mac mac = Mac.getInstance(DERIVATION);
			mac.init(new SecretKeySpec(masterKey.key().getEncoded(), DERIVATION));
			return Base64.getUrlEncoder()
				.withoutPadding()
				.encodeToString(mac.doFinal(("kontor:" + purpose).getBytes(StandardCharsets.UTF_8)));
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("HMAC-SHA256 is not available", ex);
		}
	}

	/** Whether the value is in the sealed format (of any key), as opposed to written in clear. */
	public static boolean isSealed(String value) {
		return value.startsWith(SEALED);
	}

	public String seal(String plain, SecretContext context) {
		byte[] nonce = new byte[NONCE_BYTES];
		RANDOM.nextBytes(nonce);
		try {
			Cipher cipher = Cipher.getInstance(TRANSFORMATION);
			cipher.init(Cipher.ENCRYPT_MODE, masterKey.key(), new GCMParameterSpec(TAG_BITS, nonce));
			cipher.updateAAD(context.associatedData());
			byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
			byte[] envelope = ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed).array();
			return PREFIX + masterKey.id() + ":" + Base64.getUrlEncoder().withoutPadding().encodeToString(envelope);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("AES-GCM is part of every Java runtime", ex);
		}
	}

	/**
	 * @throws SecretNotOpened if the value is not sealed, sealed under another key, altered, or sealed for another
	 * context
	 */
	public String open(String sealed, SecretContext context) {
		if (!isSealed(sealed)) {
			throw new SecretNotOpened(context, "it is not sealed");
		}
		if (!sealed.startsWith(PREFIX)) {
			throw new SecretNotOpened(context, "its format is newer than this version knows");
		}
		int keyEnd = sealed.indexOf(':', PREFIX.length());
		if (keyEnd < 0) {
			throw new SecretNotOpened(context, "it names no key");
		}
		if (!masterKey.id().equals(sealed.substring(PREFIX.length(), keyEnd))) {
			throw new SecretNotOpened(context, "it was sealed under another master key");
		}
		byte[] envelope;
		try {
			envelope = Base64.getUrlDecoder().decode(sealed.substring(keyEnd + 1));
		}
		catch (IllegalArgumentException ex) {
			throw new SecretNotOpened(context, "it is not base64");
		}
		if (envelope.length < NONCE_BYTES + TAG_BITS / 8) {
			throw new SecretNotOpened(context, "it is too short");
		}
		try {
			Cipher cipher = Cipher.getInstance(TRANSFORMATION);
			cipher.init(Cipher.DECRYPT_MODE, masterKey.key(), new GCMParameterSpec(TAG_BITS, envelope, 0, NONCE_BYTES));
			cipher.updateAAD(context.associatedData());
			byte[] plain = cipher.doFinal(envelope, NONCE_BYTES, envelope.length - NONCE_BYTES);
			return new String(plain, StandardCharsets.UTF_8);
		}
		catch (javax.crypto.AEADBadTagException ex) {
			throw new SecretNotOpened(context, "it was altered or belongs to another row");
		}
		catch (GeneralSecurityException ex) {
			throw new SecretNotOpened(context, "it cannot be decrypted");
		}
	}

	/** The sealed form of a value that may still be in clear; a sealed value is returned as it is. */
	public String sealIfClear(String value, SecretContext context) {
		return isSealed(value) ? value : seal(value, context);
	}

	/** Why a stored secret did not open; names the place, never the value. */
	public static final class SecretNotOpened extends IllegalStateException {

		SecretNotOpened(SecretContext context, String reason) {
			super("The secret in " + context.table() + "." + context.column() + " of row " + context.rowId()
					+ " does not open: " + reason);
		}
	}
}

package dev.kontor.identity.keys;

import java.util.List;

import org.springframework.modulith.NamedInterface;

import dev.kontor.identity.IdentitySettings.SigningAlgorithm;

/**
 * The signing keys as an operator manages them: the list and the rotation, in records that name a key and never
 * hold its material. The key ring itself, with the private keys, stays in this module.
 */
@NamedInterface("administration")
public interface SigningKeyAdministration {

	/** Every key still published, the active one among them. */
	List<SigningKey> list();

	/**
	 * Creates a new active key; the previous one is retired and stays published until its tokens have expired.
	 *
	 * @throws dev.kontor.shared.Conflict when another rotation won meanwhile
	 */
	SigningKey rotate(SigningAlgorithm algorithm);
}

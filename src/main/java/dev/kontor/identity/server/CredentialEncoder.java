package dev.kontor.identity.server;

import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

import dev.kontor.identity.clients.ClientSecrets;

/**
 * Hashes user passwords with bcrypt and verifies client secrets against their SHA-256 digest
 * ({@link ClientSecrets}). A client secret's digest is final: it is never "upgraded" to bcrypt, which would make
 * every client-credentials request pay for a slow hash.
 */
final class CredentialEncoder implements PasswordEncoder {

	private static final String CLIENT_SECRET_PREFIX = "{" + ClientSecrets.ENCODING_ID + "}";

	private final DelegatingPasswordEncoder delegate = new DelegatingPasswordEncoder("bcrypt",
			Map.of("bcrypt", new BCryptPasswordEncoder(), ClientSecrets.ENCODING_ID, new ClientSecrets()));

	@Override
	public @Nullable String encode(@Nullable CharSequence rawPassword) {
		return delegate.encode(rawPassword);
	}

	@Override
	public boolean matches(@Nullable CharSequence rawPassword, @Nullable String encodedPassword) {
		return delegate.matches(rawPassword, encodedPassword);
	}

	@Override
	public boolean upgradeEncoding(@Nullable String encodedPassword) {
		return encodedPassword != null && !encodedPassword.startsWith(CLIENT_SECRET_PREFIX)
				&& delegate.upgradeEncoding(encodedPassword);
	}
}

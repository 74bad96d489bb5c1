package dev.kontor.identity.server;

import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

import dev.kontor.identity.clients.ClientSecrets;

/**
 * Hashes user passwords with bcrypt. Client secrets have an encoder of their own ({@link ClientSecrets}), set on
 * the authorization server's client authentication, so that upgrading an old client hash never makes it bcrypt,
 * which would make every client-credentials request pay for a slow hash.
 */
final class CredentialEncoder implements PasswordEncoder {

	private final DelegatingPasswordEncoder delegate = new DelegatingPasswordEncoder("bcrypt",
			Map.of("bcrypt", new BCryptPasswordEncoder()));

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
		return delegate.upgradeEncoding(encodedPassword);
	}
}

package dev.kontor.identity.clients;

import java.util.Set;

import org.springframework.modulith.NamedInterface;

/** The grant types a client can be allowed. */
@NamedInterface("administration")
public final class GrantTypes {

	public static final String AUTHORIZATION_CODE = "authorization_code";

	public static final String CLIENT_CREDENTIALS = "client_credentials";

	public static final String REFRESH_TOKEN = "refresh_token";

	public static final Set<String> ALL = Set.of(AUTHORIZATION_CODE, CLIENT_CREDENTIALS, REFRESH_TOKEN);

	private GrantTypes() {
	}
}

package dev.kontor.identity.clients;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;

import dev.kontor.shared.InvalidInput;

/**
 * Where a client may send the browser back after the user signed out ({@code post_logout_redirect_uri} of OpenID
 * Connect RP-initiated logout): an absolute {@code https} URI; {@code http} only on the loopback interface (an
 * application under development); and for mobile and desktop applications a private-use scheme in reverse domain
 * form ({@code com.example.app:/signed-out}, RFC 8252 section 7.1). Never with a fragment.
 */
final class LogoutRedirectUris {

	static final String FIELD = "postLogoutRedirectUris";

	private static final Set<String> LOOPBACK_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]");

	private LogoutRedirectUris() {
	}

	static void check(String value, ApplicationType applicationType) {
		URI uri;
		try {
			uri = new URI(value);
		}
		catch (URISyntaxException ex) {
			throw new InvalidInput(FIELD, "Post-logout redirect URI is not a valid URI");
		}
		if (!uri.isAbsolute() || uri.getFragment() != null) {
			throw new InvalidInput(FIELD, "Post-logout redirect URI must be absolute, without a fragment");
		}
		String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
		boolean allowed = switch (scheme) {
			case "https" -> uri.getHost() != null;
			case "http" -> uri.getHost() != null && LOOPBACK_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT));
			default -> (applicationType == ApplicationType.MOBILE || applicationType == ApplicationType.DESKTOP)
					&& scheme.contains(".");
		};
		if (!allowed) {
			throw new InvalidInput(FIELD, "Post-logout redirect URI must use https (http only on localhost, "
					+ "127.0.0.1 or [::1]; mobile and desktop applications may use a private-use scheme such as "
					+ "com.example.app:/signed-out)");
		}
	}
}

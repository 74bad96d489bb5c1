package dev.kontor.identity;

import dev.kontor.shared.PlatformSettings;

/**
 * The web console's OAuth client: registered at start-up in tenant {@code operator}, first-party (no consent
 * screen), public (the authorization code is bound to the console by PKCE, no secret to keep in sync between
 * instances), redirected back to the console's own paths under the issuer.
 */
public final class ConsoleClient {

	public static final String CLIENT_ID = "kontor-console";

	/** Where the console starts; also where the provider sends the browser after signing out. */
	public static final String HOME_PATH = "/console";

	/** The console's callback of the authorization code flow. */
	public static final String REDIRECT_PATH = "/console/login/oauth2/code/kontor";

	private ConsoleClient() {
	}

	public static boolean is(String clientId) {
		return CLIENT_ID.equals(clientId);
	}

	public static String redirectUri(PlatformSettings platform) {
		return platform.issuerString() + REDIRECT_PATH;
	}

	public static String postLogoutRedirectUri(PlatformSettings platform) {
		return platform.issuerString() + HOME_PATH;
	}
}

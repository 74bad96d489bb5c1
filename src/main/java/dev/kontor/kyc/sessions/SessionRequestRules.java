package dev.kontor.kyc.sessions;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.InvalidInput;

/**
 * The limits of a session request (contract section 11): an {@code initiatorKycId} of 1 to 36 of
 * {@code [A-Za-z0-9._-]}, a provider the platform has, and a {@code redirectUrl} the person's browser may safely be
 * sent to: an absolute https URL, or http on this machine ({@code localhost}, {@code 127.0.0.1}, {@code [::1]}) for
 * development. Every broken limit is reported at once.
 */
final class SessionRequestRules {

	static final Pattern INITIATOR_KYC_ID = Pattern.compile("[A-Za-z0-9._-]{1,36}");

	private static final int MAX_URL_LENGTH = 2000;

	private static final Set<String> LOCAL_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

	private SessionRequestRules() {
	}

	static void check(SessionRequest request, Set<String> providers) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		if (request.initiatorKycId() == null || !INITIATOR_KYC_ID.matcher(request.initiatorKycId()).matches()) {
			add(errors, "initiatorKycId", "must be 1 to 36 characters of A-Z, a-z, 0-9, '.', '_' and '-'");
		}
		if (request.provider() == null || !providers.contains(request.provider())) {
			add(errors, "provider", "must be one of " + providers.stream().sorted().toList());
		}
		String urlError = redirectUrlError(request.redirectUrl());
		if (urlError != null) {
			add(errors, "redirectUrl", urlError);
		}
		if (!errors.isEmpty()) {
			throw new InvalidInput("The KYC session request is not valid", errors);
		}
	}

	static @Nullable String redirectUrlError(@Nullable String url) {
		if (url == null || url.isBlank()) {
			return "must not be blank";
		}
		if (url.length() > MAX_URL_LENGTH) {
			return "must be at most " + MAX_URL_LENGTH + " characters";
		}
		URI uri;
		try {
			uri = new URI(url);
		}
		catch (URISyntaxException ex) {
			return "must be an absolute https URL";
		}
		String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
		String host = uri.getHost();
		if (!uri.isAbsolute() || host == null || host.isEmpty() || uri.getRawUserInfo() != null) {
			return "must be an absolute https URL without user information";
		}
		if (scheme.equals("https")) {
			return null;
		}
		if (scheme.equals("http") && LOCAL_HOSTS.contains(host.toLowerCase(Locale.ROOT))) {
			return null;
		}
		return "must be an https URL (http only on localhost)";
	}

	private static void add(Map<String, List<String>> errors, String property, String message) {
		errors.computeIfAbsent(property, key -> new ArrayList<>()).add(message);
	}
}

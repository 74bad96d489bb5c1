package dev.kontor.identity.bootstrap;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpSession;
import org.jspecify.annotations.Nullable;

import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.util.UriComponentsBuilder;

import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.Sha256;

/**
 * The demo's local web page: starts an authorization code flow with PKCE for the demo web client and, on the
 * callback, shows the code with the ready command that exchanges it for tokens.
 */
@Controller
@Profile("demo")
@RequiredArgsConstructor
class DemoPages {

	private static final SecureRandom RANDOM = new SecureRandom();

	private static final String VERIFIER = "demo.codeVerifier";

	private static final String STATE = "demo.state";

	private final PlatformSettings platform;

	@GetMapping("/demo")
	String start(HttpSession session, Model model) {
		String verifier = random();
		String state = random();
		session.setAttribute(VERIFIER, verifier);
		session.setAttribute(STATE, state);
		model.addAttribute("authorizeUrl", UriComponentsBuilder.fromUriString(platform.issuerString())
			.path("/connect/authorize")
			.queryParam("response_type", "code")
			.queryParam("client_id", DemoData.WEB_CLIENT_ID)
			.queryParam("redirect_uri", DemoData.callbackUri(platform))
			.queryParam("scope", "openid profile email clients.read")
			.queryParam("state", state)
			.queryParam("code_challenge", challenge(verifier))
			.queryParam("code_challenge_method", "S256")
			.encode()
			.toUriString());
		model.addAttribute("username", DemoData.USERNAME);
		model.addAttribute("password", DemoData.PASSWORD);
		return "demo/start";
	}

	@GetMapping("/demo/callback")
	String callback(HttpSession session, Model model, @RequestParam(required = false) @Nullable String code,
			@RequestParam(required = false) @Nullable String state,
			@RequestParam(required = false) @Nullable String error) {
		boolean stateMatches = state != null && state.equals(session.getAttribute(STATE));
		model.addAttribute("code", code);
		model.addAttribute("error", error);
		model.addAttribute("stateMatches", stateMatches);
		if (code != null && stateMatches) {
			model.addAttribute("curl", "curl -s -u " + DemoData.WEB_CLIENT_ID + ":" + DemoData.WEB_CLIENT_SECRET
					+ " -d grant_type=authorization_code -d code=" + code + " -d redirect_uri="
					+ DemoData.callbackUri(platform) + " -d code_verifier=" + session.getAttribute(VERIFIER) + " "
					+ platform.issuerString() + "/connect/token");
		}
		return "demo/callback";
	}

	private static String random() {
		byte[] bytes = new byte[32];
		RANDOM.nextBytes(bytes);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
	}

	private static String challenge(String verifier) {
		byte[] digest = Sha256.of(verifier.getBytes(StandardCharsets.US_ASCII));
		return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
	}
}

package dev.kontor.console.web;

import java.util.Map;

import org.springframework.ui.Model;

/**
 * A secret just issued, as the answering page shows it, once: what it belongs to, the secret, and the way back to
 * the list it was issued from.
 */
record IssuedSecret(String heading, String subject, String secretName, String secret, String backPath,
		String backText) {

	String show(Model model) {
		model.addAllAttributes(Map.of("heading", heading, "subject", subject, "secretName", secretName, "secret", secret,
				"backPath", backPath, "backText", backText));
		return "console/secret";
	}
}

package dev.kontor.webhooks.endpoints;

import java.net.URI;

import org.springframework.modulith.NamedInterface;

import dev.kontor.shared.InvalidInput;

/** Reads the URL an operator types for an endpoint. */
@NamedInterface("administration")
public final class EndpointUrl {

	private EndpointUrl() {
	}

	/** The URL, without surrounding blanks; refuses text that is not a URL as invalid input on {@code url}. */
	public static URI parse(String url) {
		try {
			return URI.create(url.strip());
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidInput("url", "is not a valid URL");
		}
	}
}

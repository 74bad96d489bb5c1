package dev.kontor.shared;

import java.net.URI;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the whole platform.
 *
 * @param issuer the public origin of the platform: the token issuer, and the base of every absolute URL it
 * hands out
 */
@ConfigurationProperties("kontor")
@Validated
public record PlatformSettings(@DefaultValue("http://localhost:8080") URI issuer) {

	public String issuerString() {
		String value = issuer.toString();
		return value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
	}
}

package dev.kontor.identity.clients;

import com.fasterxml.jackson.annotation.JsonValue;

import org.springframework.modulith.NamedInterface;

/** The kind of application an OAuth client is, as the integrator declared it at registration. */
@NamedInterface("administration")
public enum ApplicationType {

	MOBILE, WEB, DESKTOP, SERVER;

	@JsonValue
	public String wireName() {
		return name().toLowerCase();
	}

	static ApplicationType fromWireName(String value) {
		return valueOf(value.toUpperCase());
	}
}

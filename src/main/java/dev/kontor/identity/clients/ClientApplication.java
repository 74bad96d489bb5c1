package dev.kontor.identity.clients;

import java.util.List;

import org.springframework.modulith.NamedInterface;

/** The application a client is, as the integrator declares it: its name, kind and the origins it calls from. */
@NamedInterface("administration")
public record ClientApplication(String applicationName, ApplicationType applicationType, List<String> allowedOrigins) {

	public ClientApplication {
		allowedOrigins = List.copyOf(allowedOrigins);
	}
}

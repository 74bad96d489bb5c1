package dev.kontor.identity;

import jakarta.validation.constraints.NotBlank;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The operator's bootstrap client, created on first start with an empty database.
 *
 * @param adminClientId its client id ({@code KONTOR_ADMIN_CLIENT_ID})
 * @param adminClientSecret its secret ({@code KONTOR_ADMIN_CLIENT_SECRET})
 */
@ConfigurationProperties("kontor")
@Validated
public record BootstrapSettings(@DefaultValue(DEFAULT_CLIENT_ID) @NotBlank String adminClientId,
		@DefaultValue(DEFAULT_CLIENT_SECRET) @NotBlank String adminClientSecret) {

	public static final String DEFAULT_CLIENT_ID = "admin";

	public static final String DEFAULT_CLIENT_SECRET = "admin-secret";

	public boolean usesDefaultSecret() {
		return DEFAULT_CLIENT_SECRET.equals(adminClientSecret);
	}
}

package dev.kontor.identity.users;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonValue;

import org.springframework.modulith.NamedInterface;

import dev.kontor.shared.security.Scopes;

/**
 * A user's role in its tenant. Roles gate the scopes that act over other people's work: a user token carries
 * {@code platform.admin} and {@code pricefeed.admin} only with {@link #OPERATOR} (a role of tenant
 * {@code operator} only) and {@code aml.officer} only with {@link #AML_OFFICER}; every other scope as the client and
 * the consent allow. {@link #BACK_OFFICE} opens the console's back-office pages of the user's tenant and gates no
 * scope.
 */
@NamedInterface("administration")
public enum Role {

	OPERATOR("operator"), AML_OFFICER("aml-officer"), BACK_OFFICE("back-office"), USER("user");

	private final String value;

	Role(String value) {
		this.value = value;
	}

	@JsonValue
	public String value() {
		return value;
	}

	public static Optional<Role> of(String value) {
		return Arrays.stream(values()).filter(role -> role.value.equals(value)).findFirst();
	}

	/** Whether a user holding these roles may have a token with this scope. */
	public static boolean allowScope(Set<Role> roles, String scope) {
		if (Scopes.OPERATOR_ONLY.contains(scope)) {
			return roles.contains(OPERATOR);
		}
		if (Scopes.AML_OFFICER.equals(scope)) {
			return roles.contains(AML_OFFICER);
		}
		return true;
	}
}

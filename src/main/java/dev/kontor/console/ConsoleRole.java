package dev.kontor.console;

import java.util.Optional;

/**
 * What the signed-in user may see in the console, from the user's roles: the operator's pages, the AML officer's
 * pages, the back office's pages of the user's tenant, or (with none of them) nothing but the 403 page.
 */
public enum ConsoleRole {

	OPERATOR("operator"), AML_OFFICER("aml-officer"), BACK_OFFICE("back-office");

	private final String roleName;

	ConsoleRole(String roleName) {
		this.roleName = roleName;
	}

	/** The Spring Security authority of the role, e.g. {@code ROLE_OPERATOR}, for {@code hasRole(name())}. */
	public String authority() {
		return "ROLE_" + name();
	}

	public static Optional<ConsoleRole> ofRoleName(String roleName) {
		for (ConsoleRole role : values()) {
			if (role.roleName.equals(roleName)) {
				return Optional.of(role);
			}
		}
		return Optional.empty();
	}
}

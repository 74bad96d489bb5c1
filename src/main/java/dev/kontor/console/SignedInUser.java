package dev.kontor.console;

import java.io.Serial;
import java.util.Collection;
import java.util.Set;
import java.util.UUID;

import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.oauth2.core.oidc.OidcIdToken;
import org.springframework.security.oauth2.core.oidc.user.DefaultOidcUser;

/**
 * The console's principal: the OpenID Connect user of the ID token, with the tenant and console roles the
 * platform's user record gave it at sign-in.
 */
public final class SignedInUser extends DefaultOidcUser {

	@Serial
	private static final long serialVersionUID = 1L;

	private final UUID userId;

	private final UUID tenantId;

	private final String displayName;

	private final Set<ConsoleRole> roles;

	public SignedInUser(Collection<? extends GrantedAuthority> authorities, OidcIdToken idToken, UUID userId,
			UUID tenantId, String displayName, Set<ConsoleRole> roles) {
		super(authorities, idToken, "sub");
		this.userId = userId;
		this.tenantId = tenantId;
		this.displayName = displayName;
		this.roles = Set.copyOf(roles);
	}

	public UUID userId() {
		return userId;
	}

	public UUID tenantId() {
		return tenantId;
	}

	public String displayName() {
		return displayName;
	}

	public Set<ConsoleRole> roles() {
		return roles;
	}

	public boolean isOperator() {
		return roles.contains(ConsoleRole.OPERATOR);
	}

	public boolean isAmlOfficer() {
		return roles.contains(ConsoleRole.AML_OFFICER);
	}

	/** Whether the user sees the back office's pages: of the own tenant with the role, of any tenant as operator. */
	public boolean seesBackOffice() {
		return roles.contains(ConsoleRole.BACK_OFFICE) || isOperator();
	}

	@Override
	public boolean equals(Object other) {
		return super.equals(other);
	}

	@Override
	public int hashCode() {
		return super.hashCode();
	}
}

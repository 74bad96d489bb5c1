package dev.kontor.console.security;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserRequest;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserService;
import org.springframework.security.oauth2.client.userinfo.OAuth2UserService;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

import dev.kontor.console.ConsoleRole;
import dev.kontor.console.SignedInUser;
import dev.kontor.identity.users.Role;
import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;

/**
 * Turns the ID token of a sign-in into the console's principal: the platform's user record named by {@code sub}
 * gives the tenant and the roles. A user that is unknown or disabled is not signed in.
 */
@RequiredArgsConstructor
final class ConsoleUsers implements OAuth2UserService<OidcUserRequest, OidcUser> {

	private final OidcUserService idToken = new OidcUserService();

	private final UserManagement users;

	@Override
	public OidcUser loadUser(OidcUserRequest request) {
		OidcUser oidcUser = idToken.loadUser(request);
		UserAccount account = activeUser(oidcUser.getSubject())
			.orElseThrow(() -> new OAuth2AuthenticationException(new OAuth2Error("access_denied")));
		Set<ConsoleRole> roles = rolesOf(account);
		List<GrantedAuthority> authorities = new ArrayList<>(oidcUser.getAuthorities());
		roles.forEach(role -> authorities.add(new SimpleGrantedAuthority(role.authority())));
		return new SignedInUser(authorities, oidcUser.getIdToken(), account.id(), account.tenantId(),
				account.profile().name() != null ? account.profile().name() : account.profile().username(), roles);
	}

	/** The user's current record, if the user exists and is enabled. */
	Optional<UserAccount> activeUser(String subject) {
		try {
			return users.find(UUID.fromString(subject)).filter(UserAccount::enabled);
		}
		catch (IllegalArgumentException notAUser) {
			return Optional.empty();
		}
	}

	static Set<ConsoleRole> rolesOf(UserAccount account) {
		Set<ConsoleRole> roles = EnumSet.noneOf(ConsoleRole.class);
		for (Role role : account.roles()) {
			ConsoleRole.ofRoleName(role.value()).ifPresent(roles::add);
		}
		return roles;
	}
}

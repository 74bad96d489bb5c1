package dev.kontor.console.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.web.filter.OncePerRequestFilter;

import dev.kontor.console.ConsoleRole;
import dev.kontor.console.SignedInUser;
import dev.kontor.identity.users.UserAccount;

/**
 * Holds a console session to the user's current record on every request: a user disabled since signing in is
 * signed out of the console, a user whose roles changed sees the pages of the new roles from the next request on.
 */
final class CurrentAccess extends OncePerRequestFilter {

	private final ConsoleUsers users;

	private final SecurityContextRepository contexts;

	CurrentAccess(ConsoleUsers users, SecurityContextRepository contexts) {
		this.users = users;
		this.contexts = contexts;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
		if (authentication instanceof OAuth2AuthenticationToken token
				&& token.getPrincipal() instanceof SignedInUser user) {
			Optional<UserAccount> account = users.activeUser(user.getSubject());
			if (account.isEmpty()) {
				replace(null, request, response);
			}
			else if (!ConsoleUsers.rolesOf(account.get()).equals(user.roles())) {
				replace(withRoles(token, user, ConsoleUsers.rolesOf(account.get())), request, response);
			}
		}
		chain.doFilter(request, response);
	}

	private void replace(@Nullable Authentication authentication, HttpServletRequest request, HttpServletResponse response) {
		SecurityContext context = SecurityContextHolder.createEmptyContext();
		if (authentication != null) {
			context.setAuthentication(authentication);
		}
		SecurityContextHolder.setContext(context);
		contexts.saveContext(context, request, response);
	}

	private static Authentication withRoles(OAuth2AuthenticationToken token, SignedInUser user,
			Set<ConsoleRole> roles) {
		List<GrantedAuthority> authorities = new ArrayList<>();
		user.getAuthorities()
			.stream()
			.filter(authority -> !authority.getAuthority().startsWith("ROLE_"))
			.forEach(authorities::add);
		roles.forEach(role -> authorities.add(new SimpleGrantedAuthority(role.authority())));
		SignedInUser changed = new SignedInUser(authorities, user.getIdToken(), user.userId(), user.tenantId(),
				user.displayName(), roles);
		return new OAuth2AuthenticationToken(changed, authorities, token.getAuthorizedClientRegistrationId());
	}
}

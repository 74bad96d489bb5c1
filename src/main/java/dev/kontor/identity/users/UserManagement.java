package dev.kontor.identity.users;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.modulith.NamedInterface;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.identity.tenants.Tenants;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/**
 * Creates users, changes their roles and access, and signs them in. The signed-in principal's name is the user's
 * id (it becomes the tokens' {@code sub}); its one authority names the user's tenant.
 */
@Service
@NamedInterface("administration")
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class UserManagement implements UserDetailsService {

	/** bcrypt hashes the first 72 bytes of a password and refuses longer ones. */
	static final int MAX_PASSWORD_BYTES = 72;

	/** Prefix of the authority that carries the user's tenant through the authorization flow. */
	public static final String TENANT_AUTHORITY_PREFIX = "TENANT_";

	private final UserAccounts users;

	private final Tenants tenants;

	private final PasswordEncoder passwordEncoder;

	private final Ids ids;

	private final Clock clock;

	private final ApplicationEventPublisher events;

	@Transactional
	public UserAccount create(NewUser newUser) {
		if (newUser.password().getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD_BYTES) {
			throw new InvalidInput("password", "must be at most " + MAX_PASSWORD_BYTES
					+ " bytes in UTF-8: bcrypt, which hashes passwords, reads no more");
		}
		if (tenants.findById(newUser.tenantId()).isEmpty()) {
			throw new RuleViolation("tenantId", "No tenant with this id exists");
		}
		Set<Role> roles = checkedRoles(newUser.tenantId(), newUser.roles());
		UserProfile profile = new UserProfile(newUser.username(), newUser.email(), newUser.name());
		UserAccount user = new UserAccount(ids.next(), newUser.tenantId(), profile, newUser.clientRecordId(), roles,
				true, Instant.now(clock));
		users.insert(user, passwordEncoder.encode(newUser.password()));
		return user;
	}

	/** Replaces the user's roles; tokens issued under the old roles stop working at once. */
	@Transactional
	public UserAccount changeRoles(UUID id, Set<Role> roles) {
		UserAccount user = get(id);
		users.updateRoles(id, checkedRoles(user.tenantId(), roles));
		events.publishEvent(new UserAccessChanged(id));
		return get(id);
	}

	/** A disabled user cannot sign in, and the user's refresh and access tokens stop working at once. */
	@Transactional
	public UserAccount changeEnabled(UUID id, boolean enabled) {
		if (!users.updateEnabled(id, enabled)) {
			throw new NotFound("No user with this id exists");
		}
		if (!enabled) {
			events.publishEvent(new UserAccessChanged(id));
		}
		return get(id);
	}

	public UserAccount get(UUID id) {
		return find(id).orElseThrow(() -> new NotFound("No user with this id exists"));
	}

	public Optional<UserAccount> find(UUID id) {
		return users.findById(id);
	}

	public Paged<UserAccount> list(UUID tenantId, PageRequest page) {
		return Paged.of(page, users.count(tenantId), users.findPage(tenantId, page.offset(), page.recordsPerPage()));
	}

	/** No roles make a plain user; {@code operator} exists only in tenant {@code operator}. */
	private Set<Role> checkedRoles(UUID tenantId, Set<Role> roles) {
		if (roles.contains(Role.OPERATOR) && !tenants.isOperator(tenantId)) {
			throw new RuleViolation("roles", "The operator role exists only in tenant operator");
		}
		return roles.isEmpty() ? Set.of(Role.USER) : roles;
	}

	@Override
	public UserDetails loadUserByUsername(String username) {
		UserAccounts.StoredCredentials credentials = users.findCredentials(username)
			.orElseThrow(() -> new UsernameNotFoundException("Unknown user"));
		UserAccount user = credentials.user();
		return User.withUsername(user.id().toString())
			.password(credentials.passwordHash())
			.disabled(!user.enabled())
			.authorities(List.of(new SimpleGrantedAuthority(TENANT_AUTHORITY_PREFIX + user.tenantId())))
			.build();
	}
}

package dev.kontor.console.web;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.console.SignedInUser;
import dev.kontor.identity.users.NewUser;
import dev.kontor.identity.users.Role;
import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;

/** Users of a tenant: create one with roles, change the roles, disable and enable. */
@Controller
@RequestMapping(UsersPage.LIST)
@RequiredArgsConstructor
class UsersPage {

	static final String LIST = "/console/users";

	private final UserManagement users;

	private final TenantChoice tenantChoice;

	record NewUserForm(@NotNull UUID tenantId,
			@NotBlank @Size(min = 3, max = 100) @Pattern(regexp = "[A-Za-z0-9._@+-]+",
					message = "may hold letters, digits and . _ @ + - only") String username,
			@NotBlank @Size(min = 12, max = 128) String password, @Nullable @Email @Size(max = 256) String email,
			@Nullable @Size(max = 200) String name, @Nullable @Size(max = 3) List<@NotBlank String> roles) {
	}

	@GetMapping
	String list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable Integer page, Model model) {
		tenantChoice.resolveWithPage(tenantId, page, model, users::list);
		model.addAttribute("roles", Role.values());
		return "console/users";
	}

	@PostMapping
	String create(@Valid NewUserForm form, RedirectAttributes redirect) {
		UserAccount user = users.create(new NewUser(form.tenantId(), form.username(), form.password(),
				Forms.blankToNull(form.email()), Forms.blankToNull(form.name()), null, roles(form.roles())));
		return TenantChoice.backToList(LIST, user.tenantId(), "User " + user.profile().username() + " created.",
				redirect);
	}

	@PostMapping("/{id}/roles")
	String changeRoles(@PathVariable UUID id, @RequestParam(required = false) @Nullable List<String> roles,
			@AuthenticationPrincipal SignedInUser operator, RedirectAttributes redirect) {
		Set<Role> changed = roles(roles);
		if (id.equals(operator.userId()) && !changed.contains(Role.OPERATOR)) {
			throw new RuleViolation("roles", "You cannot take the operator role from yourself");
		}
		UserAccount user = users.changeRoles(id, changed);
		return TenantChoice.backToList(LIST, user.tenantId(),
				"Roles of " + user.profile().username() + " changed.", redirect);
	}

	@PostMapping("/{id}/enabled")
	String setEnabled(@PathVariable UUID id, @RequestParam boolean enabled,
			@AuthenticationPrincipal SignedInUser operator, RedirectAttributes redirect) {
		if (id.equals(operator.userId()) && !enabled) {
			throw new RuleViolation("enabled", "You cannot disable your own account");
		}
		UserAccount user = users.changeEnabled(id, enabled);
		return TenantChoice.backToList(LIST, user.tenantId(),
				"User " + user.profile().username() + (enabled ? " enabled." : " disabled: signed out everywhere."),
				redirect);
	}

	private static Set<Role> roles(@Nullable List<String> values) {
		Set<Role> roles = EnumSet.noneOf(Role.class);
		for (String value : Forms.orEmpty(values)) {
			roles.add(Role.of(value).orElseThrow(() -> new InvalidInput("roles", "Unknown role '" + value + "'")));
		}
		return roles;
	}
}

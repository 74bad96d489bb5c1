package dev.kontor.identity.users;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

@RestController
@RequestMapping("/admin/v1/users")
@Tag(name = "Operator: users")
@RequiredArgsConstructor
class UserAdminController {

	private final UserManagement users;

	private final WebSettings web;

	record CreateUser(@NotNull UUID tenantId,
			@NotBlank @Size(min = 3, max = 100) @Pattern(regexp = "[A-Za-z0-9._@+-]+",
					message = "may hold letters, digits and . _ @ + - only") String username,
			@NotBlank @Size(min = 12, max = 128) String password, @Email @Size(max = 256) @Nullable String email,
			@Size(max = 200) @Nullable String name, @Nullable UUID clientId,
			@Size(max = 10) @Nullable List<@NotNull String> roles) {
	}

	record RolesChange(@NotNull @Size(max = 10) List<@NotNull String> roles) {
	}

	record EnabledChange(@NotNull Boolean enabled) {
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	@Operation(summary = "Create a user who can sign in through the authorization code flow")
	UserAccount create(@Valid @RequestBody CreateUser request) {
		return users.create(new NewUser(request.tenantId(), request.username(), request.password(), request.email(),
				request.name(), request.clientId(), roles(request.roles() == null ? List.of() : request.roles())));
	}

	@PutMapping("/{id}/roles")
	@Operation(summary = "Replace the roles of a user (operator, aml-officer, back-office, user); the user's tokens end")
	UserAccount changeRoles(@PathVariable UUID id, @Valid @RequestBody RolesChange request) {
		return users.changeRoles(id, roles(request.roles()));
	}

	@PutMapping("/{id}/enabled")
	@Operation(summary = "Enable or disable a user; disabling ends the user's tokens at once")
	UserAccount changeEnabled(@PathVariable UUID id, @Valid @RequestBody EnabledChange request) {
		return users.changeEnabled(id, request.enabled());
	}

	@GetMapping
	@Operation(summary = "List the users of a tenant")
	Paged<UserAccount> list(@RequestParam UUID tenantId, @RequestParam(required = false) Integer pageNumber,
			@RequestParam(required = false) Integer recordsPerPage) {
		return users.list(tenantId, PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{id}")
	@Operation(summary = "Get a user")
	UserAccount get(@PathVariable UUID id) {
		return users.get(id);
	}

	private static Set<Role> roles(List<String> names) {
		Set<Role> roles = EnumSet.noneOf(Role.class);
		for (String name : names) {
			roles.add(Role.of(name)
				.orElseThrow(() -> new InvalidInput("roles", "Unknown role; roles are operator, aml-officer, back-office and user")));
		}
		return roles;
	}
}

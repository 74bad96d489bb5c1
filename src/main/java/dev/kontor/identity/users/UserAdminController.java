package dev.kontor.identity.users;

import java.util.UUID;

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
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

@RestController
@RequestMapping("/admin/v1/users")
@Tag(name = "Operator: users")
class UserAdminController {

	private final UserManagement users;

	private final WebSettings web;

	UserAdminController(UserManagement users, WebSettings web) {
		this.users = users;
		this.web = web;
	}

	record CreateUser(@NotNull UUID tenantId,
			@NotBlank @Size(min = 3, max = 100) @Pattern(regexp = "[A-Za-z0-9._@+-]+",
					message = "may hold letters, digits and . _ @ + - only") String username,
			@NotBlank @Size(min = 12, max = 128) String password, @Email @Size(max = 256) @Nullable String email,
			@Size(max = 200) @Nullable String name, @Nullable UUID clientId) {
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	@Operation(summary = "Create a user who can sign in through the authorization code flow")
	UserAccount create(@Valid @RequestBody CreateUser request) {
		return users.create(new NewUser(request.tenantId(), request.username(), request.password(), request.email(),
				request.name(), request.clientId()));
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
}

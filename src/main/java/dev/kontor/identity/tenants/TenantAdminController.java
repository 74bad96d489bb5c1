package dev.kontor.identity.tenants;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.NotFound;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

@RestController
@RequestMapping("/admin/v1/tenants")
@Tag(name = "Operator: tenants")
@RequiredArgsConstructor
class TenantAdminController {

	private final Tenants tenants;

	private final WebSettings web;

	record CreateTenant(@NotBlank @Size(max = 200) String name) {
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	@Operation(summary = "Create a tenant")
	Tenant create(@Valid @RequestBody CreateTenant request) {
		return tenants.create(request.name().strip());
	}

	@GetMapping
	@Operation(summary = "List tenants")
	Paged<Tenant> list(@RequestParam(required = false) Integer pageNumber,
			@RequestParam(required = false) Integer recordsPerPage) {
		PageRequest page = PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage());
		return Paged.of(page, tenants.count(), tenants.findPage(page.offset(), page.recordsPerPage()));
	}

	@GetMapping("/{id}")
	@Operation(summary = "Get a tenant")
	Tenant get(@PathVariable UUID id) {
		return tenants.findById(id).orElseThrow(() -> new NotFound("No tenant with this id exists"));
	}
}

package dev.kontor.testing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.security.Caller;

/**
 * A tenant-scoped API operation that exists only in the tests, to exercise the shared web layer (caller from the
 * token, tenant check, scopes, body limits) the way every module's controllers use it.
 */
@RestController
class ProbeController {

	@GetMapping("/api/test/tenants/{tenantId}/probe")
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	Map<String, Object> probe(@PathVariable UUID tenantId, Caller caller) {
		caller.requireTenant(tenantId);
		return Map.of("tenantId", caller.tenantId(), "clientId", caller.clientId(), "actorId", caller.actorId());
	}

	/** A bug on demand: what an unexpected failure answers and logs. */
	@GetMapping("/api/test/failure")
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	Map<String, Object> fail() {
		throw new IllegalStateException("probe failure with internals");
	}

	/** The headers the answer already holds when the handler runs: what was written before the request was handled. */
	@GetMapping("/api/test/headers-before-handler")
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	Map<String, @Nullable String> headersBeforeHandler(HttpServletResponse response) {
		Map<String, @Nullable String> headers = new LinkedHashMap<>();
		for (String name : List.of("X-Content-Type-Options", "X-Frame-Options", "Cache-Control")) {
			headers.put(name, response.getHeader(name));
		}
		return headers;
	}

	@PostMapping("/api/test/echo")
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	Map<String, Object> echo(@RequestBody Map<String, Object> body) {
		return body;
	}
}

package dev.kontor.identity.clients;

import java.util.List;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
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

import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

@RestController
@RequestMapping("/admin/v1/oauth-clients")
@Tag(name = "Operator: OAuth clients")
@RequiredArgsConstructor
class OAuthClientAdminController {

	private final OAuthClientManagement management;

	private final WebSettings web;

	record RegisterOAuthClient(@NotNull UUID tenantId, @NotBlank @Size(max = 200) String applicationName,
			@NotNull @Pattern(regexp = "mobile|web|desktop|server",
					message = "must be one of mobile, web, desktop, server") String applicationType,
			@Size(max = 50) @Nullable List<@NotBlank @Size(max = 255) String> allowedOrigins,
			@NotEmpty Set<@NotNull @Pattern(regexp = "authorization_code|client_credentials|refresh_token",
					message = "must be one of authorization_code, client_credentials, refresh_token") String> grantTypes,
			@NotEmpty @Size(max = 50) Set<@NotBlank @Size(max = 64) String> scopes,
			@Size(max = 20) @Nullable List<@NotBlank @Size(max = 2000) String> redirectUris,
			@Size(max = 20) @Nullable List<@NotBlank @Size(max = 2000) String> postLogoutRedirectUris,
			@Size(max = 20) @Nullable Set<@NotNull @Pattern(regexp = "[A-Za-z0-9]{1,50}",
					message = "must be 1 to 50 letters and digits") String> providers) {

		ClientRegistration registration() {
			ClientApplication application = new ClientApplication(applicationName.strip(),
					ApplicationType.fromWireName(applicationType), orEmpty(allowedOrigins));
			ClientGrants grants = new ClientGrants(grantTypes, scopes, orEmpty(redirectUris),
					orEmpty(postLogoutRedirectUris));
			return new ClientRegistration(tenantId, null, application, grants, providers);
		}
	}

	/** A client as the operator sees it: flat, its parts' fields in the order they were always written. */
	record OAuthClientView(String clientId, UUID tenantId, @JsonUnwrapped ApplicationView application,
			@JsonUnwrapped ClientGrants grants, @Nullable Set<String> providers, boolean enabled,
			@JsonUnwrapped ClientDates dates, @Nullable String clientSecret) {

		static OAuthClientView of(OAuthClient client, @Nullable String clientSecret) {
			return new OAuthClientView(client.clientId(), client.tenantId(), ApplicationView.of(client.application()),
					client.grants(), client.providers(), client.enabled(), client.dates(), clientSecret);
		}

		static OAuthClientView of(ClientWithSecret created) {
			return of(created.client(), created.clientSecret());
		}
	}

	/** The application with its kind by its wire name. */
	record ApplicationView(String applicationName, String applicationType, List<String> allowedOrigins) {

		static ApplicationView of(ClientApplication application) {
			return new ApplicationView(application.applicationName(), application.applicationType().wireName(),
					application.allowedOrigins());
		}
	}

	record SetEnabled(@NotNull Boolean enabled) {
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	@Operation(summary = "Register an OAuth client; the answer holds its secret, which is never shown again",
			description = "A price connector is a client of tenant operator with pricefeed.write: it writes the "
					+ "quotes every tenant shares. Its optional providers limit it to the prices of those trade "
					+ "providers (absent: every provider). A tenant's own client with pricefeed.write changes only its "
					+ "tenant's order support.")
	OAuthClientView register(@Valid @RequestBody RegisterOAuthClient request) {
		return OAuthClientView.of(management.register(request.registration()));
	}

	@GetMapping
	@Operation(summary = "List the OAuth clients of a tenant")
	Paged<OAuthClientView> list(@RequestParam UUID tenantId, @RequestParam(required = false) Integer pageNumber,
			@RequestParam(required = false) Integer recordsPerPage) {
		return management.list(tenantId, PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()))
			.map(client -> OAuthClientView.of(client, null));
	}

	@GetMapping("/{clientId}")
	@Operation(summary = "Get an OAuth client")
	OAuthClientView get(@PathVariable String clientId) {
		return OAuthClientView.of(management.get(clientId), null);
	}

	@PostMapping("/{clientId}/secret")
	@Operation(summary = "Rotate the client secret; the old secret stops working at once")
	OAuthClientView rotateSecret(@PathVariable String clientId) {
		return OAuthClientView.of(management.rotateSecret(clientId));
	}

	@PutMapping("/{clientId}/enabled")
	@Operation(summary = "Enable or disable an OAuth client")
	OAuthClientView setEnabled(@PathVariable String clientId, @Valid @RequestBody SetEnabled request) {
		return OAuthClientView.of(management.setEnabled(clientId, request.enabled()), null);
	}

	private static List<String> orEmpty(@Nullable List<String> values) {
		return values == null ? List.of() : values;
	}
}

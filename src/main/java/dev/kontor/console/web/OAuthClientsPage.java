package dev.kontor.console.web;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.identity.ConsoleClient;
import dev.kontor.identity.clients.ApplicationType;
import dev.kontor.identity.clients.ClientApplication;
import dev.kontor.identity.clients.ClientGrants;
import dev.kontor.identity.clients.ClientRegistration;
import dev.kontor.identity.clients.ClientWithSecret;
import dev.kontor.identity.clients.GrantTypes;
import dev.kontor.identity.clients.OAuthClient;
import dev.kontor.identity.clients.OAuthClientManagement;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.security.Scopes;

/**
 * OAuth clients of a tenant: register one (its secret is shown on the answering page, once), rotate a secret
 * (likewise), enable and disable.
 */
@Controller
@RequestMapping("/console/oauth-clients")
@RequiredArgsConstructor
class OAuthClientsPage {

	private final OAuthClientManagement clients;

	private final TenantChoice tenantChoice;

	record RegisterForm(@NotNull UUID tenantId, @NotBlank @Size(max = 200) String applicationName,
			@NotNull @Pattern(regexp = "mobile|web|desktop|server",
					message = "must be one of mobile, web, desktop, server") String applicationType,
			@NotEmpty @Size(max = 3) List<@NotBlank String> grantTypes,
			@NotEmpty @Size(max = 50) List<@NotBlank @Size(max = 64) String> scopes,
			@Nullable @Size(max = 20_000) String redirectUris, @Nullable @Size(max = 13_000) String allowedOrigins) {

		ClientRegistration registration() {
			List<String> redirects = Forms.lines(redirectUris);
			List<String> origins = Forms.lines(allowedOrigins);
			if (redirects.size() > 20 || origins.size() > 50) {
				throw new RuleViolation("redirectUris", "At most 20 redirect URIs and 50 allowed origins");
			}
			return new ClientRegistration(tenantId, null,
					new ClientApplication(applicationName.strip(),
							ApplicationType.valueOf(applicationType.toUpperCase(Locale.ROOT)), origins),
					new ClientGrants(Set.copyOf(grantTypes), Set.copyOf(scopes), redirects));
		}
	}

	@GetMapping
	String list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable Integer page, Model model) {
		tenantChoice.resolveWithPage(tenantId, page, model, clients::list);
		model.addAttribute("grantTypes", new TreeSet<>(GrantTypes.ALL));
		model.addAttribute("scopes", allScopes());
		return "console/oauth-clients";
	}

	@PostMapping
	String register(@Valid RegisterForm form, Model model) {
		ClientWithSecret created = clients.register(form.registration());
		return secretPage(model, created, "registered");
	}

	@PostMapping("/{clientId}/secret")
	String rotateSecret(@PathVariable String clientId, Model model) {
		refuseTheConsoleItself(clientId);
		return secretPage(model, clients.rotateSecret(clientId), "given a new secret");
	}

	@PostMapping("/{clientId}/enabled")
	String setEnabled(@PathVariable String clientId, @RequestParam boolean enabled, RedirectAttributes redirect) {
		refuseTheConsoleItself(clientId);
		OAuthClient client = clients.setEnabled(clientId, enabled);
		return TenantChoice.backToList("/console/oauth-clients", client.tenantId(),
				"Client " + client.clientId() + (enabled ? " enabled." : " disabled: its tokens are refused."),
				redirect);
	}

	private static String secretPage(Model model, ClientWithSecret created, String what) {
		OAuthClient client = created.client();
		return new IssuedSecret("Client " + what,
				client.application().applicationName() + " (client id " + client.clientId() + ")",
				"Client secret", created.clientSecret(), "/console/oauth-clients?tenantId=" + client.tenantId(),
				"Back to the OAuth clients").show(model);
	}

	/** The console signs in with this client: disabling it from here would lock every operator out. */
	private static void refuseTheConsoleItself(String clientId) {
		if (ConsoleClient.is(clientId)) {
			throw new RuleViolation("clientId", "The console's own client is managed by the platform");
		}
	}

	private static List<String> allScopes() {
		TreeSet<String> scopes = new TreeSet<>(Scopes.OPENID_SCOPES);
		scopes.addAll(Scopes.API_SCOPES);
		return List.copyOf(scopes);
	}
}

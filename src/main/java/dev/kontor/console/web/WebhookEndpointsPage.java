package dev.kontor.console.web;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
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

import dev.kontor.identity.tenants.Tenant;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.AuthMode;
import dev.kontor.webhooks.endpoints.EndpointAdministration;
import dev.kontor.webhooks.endpoints.EndpointRegistration;
import dev.kontor.webhooks.endpoints.EndpointUrl;
import dev.kontor.webhooks.endpoints.EndpointSummary;
import dev.kontor.webhooks.endpoints.EndpointWithSecret;

/**
 * Webhook endpoints of a tenant: create one (its signing secret is shown on the answering page, once), enable and
 * disable, rotate the signing secret (likewise shown once).
 */
@Controller
@RequestMapping("/console/webhook-endpoints")
@RequiredArgsConstructor
class WebhookEndpointsPage {

	private final EndpointAdministration endpoints;

	private final TenantChoice tenantChoice;

	record EndpointForm(@NotNull UUID tenantId, @NotBlank @Size(max = 2048) String url,
			@Nullable @Size(max = 40) List<@NotNull EventType> eventTypes, @Nullable AuthMode authMode,
			@Nullable @Size(max = 512) String apiKey, @Nullable @Size(max = 512) String authSecret) {

		EndpointRegistration registration() {
			Set<EventType> types = eventTypes == null || eventTypes.isEmpty() ? Set.of()
					: EnumSet.copyOf(eventTypes);
			return new EndpointRegistration(tenantId, null, EndpointUrl.parse(url), types,
					authMode == null ? AuthMode.NoAuth : authMode, Forms.blankToNull(apiKey),
					Forms.blankToNull(authSecret), Map.of());
		}
	}

	@GetMapping
	String list(@RequestParam(required = false) @Nullable UUID tenantId, Model model) {
		Tenant tenant = tenantChoice.resolve(tenantId, model);
		model.addAttribute("rows", endpoints.list(tenant.id()));
		model.addAttribute("eventTypes", EventType.values());
		model.addAttribute("authModes", AuthMode.values());
		return "console/webhook-endpoints";
	}

	@PostMapping
	String create(@Valid EndpointForm form, Model model) {
		return secretPage(model, endpoints.register(form.registration()), "created");
	}

	@PostMapping("/{id}/signing-secret")
	String rotateSigningSecret(@PathVariable UUID id, Model model) {
		return secretPage(model, endpoints.rotateSigningSecret(id),
				"given a new signing secret (the previous one keeps signing beside it for 24 hours)");
	}

	@PostMapping("/{id}/enabled")
	String setEnabled(@PathVariable UUID id, @RequestParam boolean enabled, RedirectAttributes redirect) {
		EndpointSummary endpoint = endpoints.setEnabled(id, enabled);
		return TenantChoice.backToList("/console/webhook-endpoints", endpoint.tenantId(),
				"Endpoint " + endpoint.target().url()
				+ (enabled ? " enabled: its paused deliveries are due again." : " disabled: its deliveries wait."),
				redirect);
	}

	private static String secretPage(Model model, EndpointWithSecret issued, String what) {
		EndpointSummary endpoint = issued.endpoint();
		return new IssuedSecret("Endpoint " + what, endpoint.target().url() + " (id " + endpoint.id() + ")",
				"Signing secret",
				issued.signingSecret(), "/console/webhook-endpoints?tenantId=" + endpoint.tenantId(),
				"Back to the webhook endpoints").show(model);
	}
}

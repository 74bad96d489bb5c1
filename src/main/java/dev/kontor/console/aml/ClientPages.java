package dev.kontor.console.aml;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

import dev.kontor.aml.AmlOfficerDesk;
import dev.kontor.console.SignedInUser;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** The most risky clients of the officer's tenant, and one client's monitoring records and screening hits. */
@Controller
@RequiredArgsConstructor
class ClientPages {

	private final AmlOfficerDesk desk;

	@GetMapping("/console/aml/clients")
	String mostRisky(@RequestParam(required = false) Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		Paging.addTo(model, page, "clients", request -> desk.mostRisky(new TenantId(user.tenantId()), request));
		return "console/aml/clients";
	}

	@GetMapping("/console/aml/clients/{clientId}")
	String client(@PathVariable UUID clientId, @AuthenticationPrincipal SignedInUser user, Model model) {
		model.addAttribute("client", desk.client(new TenantId(user.tenantId()), new ClientId(clientId)));
		return "console/aml/client";
	}
}

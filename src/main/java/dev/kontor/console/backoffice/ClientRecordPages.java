package dev.kontor.console.backoffice;

import java.util.UUID;

import jakarta.validation.constraints.Size;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

import dev.kontor.accounts.AccountBook;
import dev.kontor.aml.AmlOfficerDesk;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.clients.ClientSearch;
import dev.kontor.clients.Clients;
import dev.kontor.console.SignedInUser;
import dev.kontor.kyc.KycSessions;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * The client records of a tenant: a search by id, key, email or the start of a name, a page at a time; one record
 * with its accounts, bank accounts, documents, KYC sessions and AML standing.
 */
@Controller
@Validated
@RequiredArgsConstructor
class ClientRecordPages {

	private final BackOfficeTenant tenants;

	private final ClientSearch search;

	private final Clients clients;

	private final AccountBook accounts;

	private final BankAccounts bankAccounts;

	private final KycSessions kycSessions;

	private final AmlOfficerDesk aml;

	@GetMapping("/console/clients")
	String search(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(defaultValue = "") @Size(max = 100) String q,
			@RequestParam(required = false) @Nullable Integer page,
			@AuthenticationPrincipal SignedInUser user, Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		model.addAttribute("q", q.strip());
		Rows.addTo(model, page, "clients", (offset, limit) -> search.search(tenant, q, offset, limit));
		return "console/backoffice/clients";
	}

	@GetMapping("/console/clients/{clientId}")
	String client(@PathVariable UUID clientId, @RequestParam(required = false) @Nullable UUID tenantId,
			@AuthenticationPrincipal SignedInUser user, Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		ClientId id = new ClientId(clientId);
		model.addAttribute("client",
				clients.find(tenant, id).orElseThrow(() -> new NotFound("No client record with this id exists")));
		model.addAttribute("accounts", accounts.accountsOfClient(tenant, id));
		model.addAttribute("bankAccounts", bankAccounts.ofClient(tenant, id));
		model.addAttribute("documents", search.documents(tenant, id));
		model.addAttribute("kycSessions", kycSessions.ofClient(tenant, id));
		model.addAttribute("aml", AmlStanding.of(aml.client(tenant, id)));
		return "console/backoffice/client";
	}
}

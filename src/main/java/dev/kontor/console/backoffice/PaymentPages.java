package dev.kontor.console.backoffice;

import java.util.Locale;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

import dev.kontor.aml.AmlOfficerDesk;
import dev.kontor.aml.EvaluationId;
import dev.kontor.console.SignedInUser;
import dev.kontor.payments.MoneyMovement;
import dev.kontor.payments.MoneyMovements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * The deposits (direct debits) and withdrawals of a tenant, newest first, of one client record when chosen; one of
 * them with the AML evaluation that decided it, its factors and decisions.
 */
@Controller
@RequiredArgsConstructor
class PaymentPages {

	private final BackOfficeTenant tenants;

	private final MoneyMovements movements;

	private final AmlOfficerDesk aml;

	@GetMapping("/console/payments")
	String list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(defaultValue = "Deposit") MoneyMovement.Kind kind,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		ClientId client = clientId == null ? null : new ClientId(clientId);
		model.addAttribute("kind", kind);
		model.addAttribute("clientId", clientId);
		Rows.addTo(model, page, "movements", (offset, limit) -> movements.list(tenant, kind, client, offset, limit));
		return "console/backoffice/payments";
	}

	@GetMapping("/console/payments/{kind}/{id}")
	String movement(@PathVariable MoneyMovement.Kind kind, @PathVariable UUID id,
			@RequestParam(required = false) @Nullable UUID tenantId, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		MoneyMovement movement = movements.find(tenant, kind, id)
			.orElseThrow(() -> new NotFound("No " + kind.name().toLowerCase(Locale.ROOT) + " with this id exists"));
		model.addAttribute("movement", movement);
		model.addAttribute("evaluation", movement.evaluationId() == null ? null
				: aml.evaluation(tenant, new EvaluationId(movement.evaluationId())));
		return "console/backoffice/payment";
	}
}

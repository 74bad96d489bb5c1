package dev.kontor.console.backoffice;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

import dev.kontor.console.SignedInUser;
import dev.kontor.corporateactions.CorporateActionBook;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * The corporate actions announced (the same for every tenant), latest record date first; one of them with the
 * tenant's entitlements to it, a page at a time.
 */
@Controller
@RequiredArgsConstructor
class CorporateActionPages {

	private final BackOfficeTenant tenants;

	private final CorporateActionBook book;

	@GetMapping("/console/corporate-actions")
	String list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		tenants.resolve(user, tenantId, model);
		Rows.addPageTo(model, page, "actions", book::actions);
		return "console/backoffice/corporate-actions";
	}

	@GetMapping("/console/corporate-actions/{id}")
	String action(@PathVariable String id, @RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		CorporateActionId actionId = new CorporateActionId(id);
		model.addAttribute("action",
				book.action(actionId).orElseThrow(() -> new NotFound("No corporate action with this id exists")));
		Rows.addPageTo(model, page, "entitlements",
				(number, size) -> book.entitlements(tenant, actionId, number, size));
		return "console/backoffice/corporate-action";
	}
}

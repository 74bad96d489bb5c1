package dev.kontor.console.backoffice;

import java.util.Locale;
import java.util.UUID;

import jakarta.validation.constraints.Pattern;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

import dev.kontor.console.SignedInUser;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderListing;
import dev.kontor.orders.OrderSearch;
import dev.kontor.orders.OrderStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/** The orders of a tenant: a search by client record, ISIN and status, newest first; one order with its executions. */
@Controller
@Validated
@RequiredArgsConstructor
class OrderPages {

	private final BackOfficeTenant tenants;

	private final OrderSearch orders;

	@GetMapping("/console/orders")
	String search(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable @Pattern(regexp = "|[A-Za-z0-9]{12}") String isin,
			@RequestParam(required = false) @Nullable OrderStatus status,
			@RequestParam(required = false) @Nullable Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		String isinCode = isin == null || isin.isBlank() ? null : isin.toUpperCase(Locale.ROOT);
		OrderSearch.Criteria criteria = new OrderSearch.Criteria(clientId == null ? null : new ClientId(clientId),
				isinCode, status);
		model.addAttribute("criteria", criteria);
		model.addAttribute("statuses", OrderStatus.values());
		Rows.addTo(model, page, "orders", (offset, limit) -> orders.search(tenant, criteria, offset, limit));
		return "console/backoffice/orders";
	}

	@GetMapping("/console/orders/{orderId}")
	String order(@PathVariable UUID orderId, @RequestParam(required = false) @Nullable UUID tenantId,
			@AuthenticationPrincipal SignedInUser user, Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		OrderListing order = orders.order(tenant, new OrderId(orderId))
			.orElseThrow(() -> new NotFound("No order with this id exists"));
		model.addAttribute("order", order);
		model.addAttribute("executions", orders.executions(tenant, new OrderId(orderId)));
		return "console/backoffice/order";
	}
}

package dev.kontor.orders.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.orders.FeeSchedule;
import dev.kontor.orders.internal.TenantFees;
import dev.kontor.shared.security.Caller;

/** The operator sets a tenant's own order fee (scope {@code platform.admin}). */
@RestController
@Tag(name = "Operator: order fees")
@RequiredArgsConstructor
class OrderFeeAdminController {

	private final TenantFees fees;

	@PutMapping("/admin/v1/tenants/{tenantId}/order-fees")
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Operation(summary = "Set a tenant's order fee: fixedAmount plus percent of the order value, at least minimum",
			description = "In the order's currency, rounded up to the cent. Later orders reserve by it and later "
					+ "fills are charged by it; without one the platform's default (kontor.orders.fees.*) applies.")
	FeeSchedule set(@PathVariable UUID tenantId, @Valid @RequestBody FeeSchedule schedule, Caller caller) {
		return fees.set(tenantId, caller.actorId(), schedule);
	}
}

package dev.kontor.pricefeed.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.ordersupport.OrderSupportItem;
import dev.kontor.pricefeed.ordersupport.OrderSupportManagement;
import dev.kontor.shared.security.Caller;

/** Fractional, money and block order support of the caller's tenant (document 2). */
@RestController
@Tag(name = "Price feed: instruments")
@RequiredArgsConstructor
class OrderSupportController {

	private final OrderSupportManagement orderSupport;

	@GetMapping("/api/pricefeed/v2/instruments/order-support")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "The order support items of the caller's tenant for a provider, in ISIN order")
	List<OrderSupportItem> list(@RequestParam(defaultValue = "ProviderA") TradeProvider provider, Caller caller) {
		return orderSupport.list(caller.tenantId(), provider);
	}
}

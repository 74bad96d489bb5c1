package dev.kontor.aml.customers;

import java.math.BigDecimal;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.audit.Actor;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.IsoCodes;
import dev.kontor.shared.security.Caller;

/**
 * The cash balance of a customer, which the customer cash balance parameters rate. Cash accounts live in the back
 * office, outside this platform, so the back office reports the balance here (docs/decisions.md, "AML").
 */
@RestController
@Tag(name = "AML customers")
@RequiredArgsConstructor
class CashBalanceController {

	private final CashBalances balances;

	record CashBalance(@NotNull @Digits(integer = 15, fraction = 4) BigDecimal cashBalance,
			@NotBlank String currencyCode) {
	}

	@PutMapping("/api/v3/aml/customers/{customerId}/cash-balance")
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Report a customer's cash balance for the AML calculation")
	ReportedCashBalance report(@PathVariable UUID customerId, @Valid @RequestBody CashBalance balance,
			Caller caller) {
		if (!IsoCodes.isCurrency(balance.currencyCode())) {
			throw new InvalidInput("currencyCode", "is not an ISO 4217 currency code");
		}
		return balances.report(caller.tenantId(), Actor.of(caller), customerId, balance.cashBalance(),
				balance.currencyCode());
	}
}

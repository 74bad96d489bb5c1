package dev.kontor.console.backoffice;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

import dev.kontor.accounts.AccountBook;
import dev.kontor.accounts.AccountListing;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.console.SignedInUser;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * An internal account: its amounts, its balance over its latest bookings as a chart (with the same points as a
 * table), its bookings a page at a time, newest first, and its monthly statements as PDF downloads.
 */
@Controller
@RequiredArgsConstructor
class CashAccountPages {

	private final BackOfficeTenant tenants;

	private final AccountBook accounts;

	@GetMapping("/console/accounts/{accountId}")
	String account(@PathVariable UUID accountId, @RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		InternalAccountId id = new InternalAccountId(accountId);
		AccountListing account = accounts.internalAccount(tenant, id)
			.orElseThrow(() -> new NotFound("No internal account with this id exists"));
		model.addAttribute("account", account);
		Rows.addTo(model, page, "bookings", (offset, limit) -> accounts.bookings(tenant, id, offset, limit));
		model.addAttribute("chart", BalanceChart.of(accounts.bookings(tenant, id, 0, BalanceChart.POINTS)));
		model.addAttribute("statements", accounts.statements(tenant, id));
		return "console/backoffice/account";
	}

	@GetMapping("/console/accounts/{accountId}/statements/{year}/{fileNumber}")
	ResponseEntity<byte[]> statement(@PathVariable UUID accountId, @PathVariable int year, @PathVariable int fileNumber,
			@RequestParam(required = false) @Nullable UUID tenantId, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		TenantId tenant = tenants.resolve(user, tenantId, model);
		byte[] pdf = accounts.statementPdf(tenant, new InternalAccountId(accountId), year, fileNumber);
		String fileName = "internal-account-" + accountId + "-statement-" + year + "-" + fileNumber + ".pdf";
		return ResponseEntity.ok()
			.contentType(MediaType.APPLICATION_PDF)
			.header(HttpHeaders.CONTENT_DISPOSITION,
					ContentDisposition.attachment().filename(fileName).build().toString())
			.body(pdf);
	}
}

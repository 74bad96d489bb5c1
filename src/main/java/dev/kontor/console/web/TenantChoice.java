package dev.kontor.console.web;

import java.util.List;
import java.util.UUID;
import java.util.function.BiFunction;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.ui.Model;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.identity.tenants.Tenant;
import dev.kontor.identity.tenants.TenantDirectory;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.paging.PageRequest;

/**
 * The tenant a page of tenant records shows: the one chosen, else tenant operator; and the list to choose from. A
 * change on such a page leads back to the list with its tenant chosen.
 */
@Component
@RequiredArgsConstructor
class TenantChoice {

	/** More tenants than this are chosen by typing the id (the select lists the first ones). */
	static final int LISTED = 500;

	/** The rows of a page of a tenant's records. */
	static final int PAGE_SIZE = 50;

	private final TenantDirectory tenants;

	Tenant resolve(@Nullable UUID tenantId, Model model) {
		Tenant tenant = tenantId == null ? tenants.operator()
				: tenants.findById(tenantId).orElseThrow(() -> new NotFound("No tenant with this id exists"));
		List<Tenant> listed = tenants.findPage(0, LISTED);
		model.addAttribute("tenants", listed);
		model.addAttribute("tenant", tenant);
		return tenant;
	}

	/**
	 * Resolves the tenant as {@link #resolve} does and puts the page {@code page} of its records into the model: the
	 * rows, as {@code rows} reads them for the tenant, and the page's number as {@code page}.
	 */
	void resolveWithPage(@Nullable UUID tenantId, @Nullable Integer page, Model model,
			BiFunction<UUID, PageRequest, ?> rows) {
		Tenant tenant = resolve(tenantId, model);
		int number = Forms.pageNumber(page);
		model.addAttribute("rows", rows.apply(tenant.id(), PageRequest.of(number, PAGE_SIZE, PAGE_SIZE)));
		model.addAttribute("page", number);
	}

	/** Back to the list at {@code path} with the tenant {@code tenantId} chosen, and a notice of what was done. */
	static String backToList(String path, UUID tenantId, String notice, RedirectAttributes redirect) {
		redirect.addFlashAttribute("notice", notice);
		redirect.addAttribute("tenantId", tenantId);
		return "redirect:" + path;
	}
}

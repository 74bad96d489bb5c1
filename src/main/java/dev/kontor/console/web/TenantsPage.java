package dev.kontor.console.web;

import lombok.RequiredArgsConstructor;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.identity.tenants.Tenant;
import dev.kontor.identity.tenants.TenantDirectory;

/** The operator's tenants: the list and a new tenant. */
@Controller
@RequestMapping("/console/tenants")
@RequiredArgsConstructor
class TenantsPage {

	static final int PAGE_SIZE = 50;

	private final TenantDirectory tenants;

	record NewTenantForm(@NotBlank @Size(max = 200) String name) {
	}

	@GetMapping
	String list(@RequestParam(required = false) @Nullable Integer page, Model model) {
		int number = Forms.pageNumber(page);
		long count = tenants.count();
		model.addAttribute("rows", tenants.findPage((long) (number - 1) * PAGE_SIZE, PAGE_SIZE));
		model.addAttribute("page", number);
		model.addAttribute("lastPage", (long) number * PAGE_SIZE >= count);
		return "console/tenants";
	}

	@PostMapping
	String create(@Valid NewTenantForm form, RedirectAttributes redirect) {
		Tenant tenant = tenants.create(form.name().strip());
		redirect.addFlashAttribute("notice", "Tenant " + tenant.name() + " created with id " + tenant.id() + ".");
		return "redirect:/console/tenants";
	}
}

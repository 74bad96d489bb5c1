package dev.kontor.console.aml;

import lombok.RequiredArgsConstructor;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

import dev.kontor.aml.AmlOfficerDesk;
import dev.kontor.console.SignedInUser;
import dev.kontor.shared.TenantId;

/** The tenant's AML settings and parameter records, read-only, with their newest changes. */
@Controller
@RequiredArgsConstructor
class SettingsPages {

	private final AmlOfficerDesk desk;

	@GetMapping("/console/aml/settings")
	String settings(@AuthenticationPrincipal SignedInUser user, Model model) {
		model.addAttribute("settings", desk.settings(new TenantId(user.tenantId())));
		model.addAttribute("families", desk.parameters(new TenantId(user.tenantId())));
		return "console/aml/settings";
	}
}

package dev.kontor.console.web;

import java.util.Comparator;

import lombok.RequiredArgsConstructor;

import jakarta.validation.constraints.NotNull;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.identity.IdentitySettings.SigningAlgorithm;
import dev.kontor.identity.keys.SigningKeyAdministration;
import dev.kontor.identity.keys.SigningKey;

/** The keys tokens are signed with: the active one and those retired but still published; rotation. */
@Controller
@RequestMapping("/console/signing-keys")
@RequiredArgsConstructor
class SigningKeysPage {

	private final SigningKeyAdministration keys;

	@GetMapping
	String list(Model model) {
		model.addAttribute("rows",
				keys.list().stream().sorted(Comparator.comparing(SigningKey::createdAt).reversed()).toList());
		model.addAttribute("algorithms", SigningAlgorithm.values());
		return "console/signing-keys";
	}

	@PostMapping("/rotation")
	String rotate(@RequestParam @NotNull SigningAlgorithm algorithm, RedirectAttributes redirect) {
		SigningKey key = keys.rotate(algorithm);
		redirect.addFlashAttribute("notice", "New " + key.algorithm() + " key " + key.kid()
				+ " signs from now on; the previous key stays published until its tokens have expired.");
		return "redirect:/console/signing-keys";
	}
}

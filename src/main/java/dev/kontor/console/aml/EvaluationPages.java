package dev.kontor.console.aml;

import java.util.Locale;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.aml.AmlOfficerDesk;
import dev.kontor.aml.EvaluationDetails;
import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.EvaluationSummary;
import dev.kontor.console.SignedInUser;
import dev.kontor.identity.ConsoleClient;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.NotPermitted;

/**
 * The AML officer's evaluations: the inbox of waiting ones, one evaluation with its factors and the decision form,
 * and the decided ones. Everything is read in the signed-in officer's tenant, so another tenant's evaluation is not
 * found (404 page).
 */
@Controller
@RequiredArgsConstructor
class EvaluationPages {

	private final AmlOfficerDesk desk;

	@GetMapping({ "/console/aml", "/console/aml/evaluations" })
	String inbox(@RequestParam(required = false) Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		Paging.addTo(model, page, "evaluations", request -> desk.waiting(new TenantId(user.tenantId()), request));
		return "console/aml/inbox";
	}

	@GetMapping("/console/aml/decisions")
	String decided(@RequestParam(required = false) Integer page, @AuthenticationPrincipal SignedInUser user,
			Model model) {
		Paging.addTo(model, page, "evaluations", request -> desk.decided(new TenantId(user.tenantId()), request));
		return "console/aml/decisions";
	}

	@GetMapping("/console/aml/evaluations/{id}")
	String evaluation(@PathVariable UUID id, @AuthenticationPrincipal SignedInUser user, Model model) {
		return show(desk.evaluation(new TenantId(user.tenantId()), new EvaluationId(id)), DecisionForm.empty(), model);
	}

	/**
	 * Decides as the signed-in officer through the console's client. A refusal (the officer created the evaluation,
	 * 403) or a decision taken first by someone else (409) shows the evaluation again with the message.
	 */
	@PostMapping("/console/aml/evaluations/{id}/decision")
	String decide(@PathVariable UUID id, @Valid @ModelAttribute("decision") DecisionForm form, BindingResult errors,
			@AuthenticationPrincipal SignedInUser user, Model model, HttpServletResponse response,
			RedirectAttributes redirect) {
		if (errors.hasErrors()) {
			response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
			return show(desk.evaluation(new TenantId(user.tenantId()), new EvaluationId(id)), form, model);
		}
		try {
			EvaluationDetails decided = desk.decide(new TenantId(user.tenantId()), user.userId(),
					Caller.actorIdOfClient(ConsoleClient.CLIENT_ID), new EvaluationId(id), form.officerVerdict(),
					form.reason(), form.note());
			EvaluationSummary summary = decided.summary();
			redirect.addFlashAttribute("notice", "You " + summary.decision().status().toLowerCase(Locale.ROOT)
					+ " the " + summary.action().transactionType().toLowerCase(Locale.ROOT) + ".");
			return "redirect:/console/aml/evaluations/" + id;
		}
		catch (Conflict decidedFirst) {
			return refused(id, form, decidedFirst.getMessage(), HttpServletResponse.SC_CONFLICT, user, model,
					response);
		}
		catch (NotPermitted refused) {
			return refused(id, form, refused.getMessage(), HttpServletResponse.SC_FORBIDDEN, user, model, response);
		}
		catch (InvalidInput invalid) {
			invalid.errors().forEach((field, messages) -> messages
				.forEach(message -> errors.rejectValue(field, "invalid", message)));
			return refused(id, form, null, HttpServletResponse.SC_BAD_REQUEST, user, model, response);
		}
	}

	private String refused(UUID id, DecisionForm form, @Nullable String message, int status, SignedInUser user,
			Model model, HttpServletResponse response) {
		response.setStatus(status);
		model.addAttribute("refusal", message);
		return show(desk.evaluation(new TenantId(user.tenantId()), new EvaluationId(id)), form, model);
	}

	private static String show(EvaluationDetails evaluation, DecisionForm form, Model model) {
		model.addAttribute("evaluation", evaluation);
		if (!model.containsAttribute("decision")) {
			model.addAttribute("decision", form);
		}
		model.addAttribute("maxReason", DecisionForm.MAX_REASON);
		model.addAttribute("maxNote", DecisionForm.MAX_NOTE);
		return "console/aml/evaluation";
	}
}

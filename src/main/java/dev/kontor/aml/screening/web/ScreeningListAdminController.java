package dev.kontor.aml.screening.web;

import java.io.UncheckedIOException;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.screening.list.ListScreening;
import dev.kontor.shared.RuleViolation;

/** The operator's side of screening: reloading the built-in list (scope platform.admin, as all of /admin/**). */
@RestController
@Tag(name = "Operator: AML screening")
@RequiredArgsConstructor
class ScreeningListAdminController {

	private final ListScreening list;

	record Reloaded(int entries) {
	}

	@PostMapping("/admin/v1/aml/screening-list")
	@Operation(summary = "Reload the screening list from kontor.aml.screening.list-file on this instance",
			description = "Answers the number of entries. A file that cannot be read answers 422 and the previous "
					+ "list stays in use.")
	Reloaded reload() {
		try {
			return new Reloaded(list.reload());
		}
		catch (UncheckedIOException ex) {
			throw new RuleViolation(ex.getMessage() + ": " + ex.getCause().getMessage()
					+ "; the previous list stays in use");
		}
	}
}

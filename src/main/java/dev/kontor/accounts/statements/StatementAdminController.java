package dev.kontor.accounts.statements;

import java.time.YearMonth;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** The operator's way to issue a month's statements now (scope platform.admin, as all of /admin/**). */
@RestController
@Tag(name = "Operator: account statements")
@RequiredArgsConstructor
class StatementAdminController {

	private final MonthlyStatements monthly;

	/** The month to state, and optionally the one tenant whose accounts to state. */
	record StatementRun(@NotNull @Min(2000) @Max(9999) Integer year, @NotNull @Min(1) @Max(12) Integer month,
			@Nullable UUID tenantId) {
	}

	@PostMapping("/admin/v1/account-statements")
	@Operation(summary = "Issue the statements of a month now for every account with something to state",
			description = "A month that has ended is stated whole, and only once per account however often this is "
					+ "called (the monthly job issues the same statements). A month still running is stated up to "
					+ "now as an interim statement; the complete one follows after the month's end. A month that has "
					+ "not begun answers 422.")
	MonthlyStatements.Issued issue(@Valid @RequestBody StatementRun run) {
		return monthly.issueNow(YearMonth.of(run.year(), run.month()), run.tenantId());
	}
}

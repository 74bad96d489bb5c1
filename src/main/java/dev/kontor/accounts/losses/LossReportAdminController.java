package dev.kontor.accounts.losses;

import java.time.LocalDate;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** The operator's way to value a day's portfolios now (scope platform.admin, as all of /admin/**). */
@RestController
@Tag(name = "Operator: loss threshold reports")
@RequiredArgsConstructor
class LossReportAdminController {

	private final LossThresholdRuns runs;

	/** The day to value (yyyy-MM-dd, UTC), and optionally the one tenant whose clients to value. */
	record LossThresholdRun(@NotNull LocalDate date, @Nullable UUID tenantId) {
	}

	@PostMapping("/admin/v1/loss-threshold-reports")
	@Operation(summary = "Value the portfolios of a day now and issue the loss threshold reports due",
			description = "Each client's securities, one portfolio per currency, at the end-of-day prices of the date; "
					+ "a client valued on the date already is left as it was (the daily job values the previous "
					+ "weekday the same way). A date from 2000-01-01 (400 before) up to today (422 after).")
	LossThresholdRuns.Run run(@Valid @RequestBody LossThresholdRun run) {
		return runs.run(run.date(), run.tenantId());
	}
}

package dev.kontor.aml.evaluation.web;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.format.annotation.DateTimeFormat.ISO;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.evaluation.ActionEvaluations;
import dev.kontor.aml.evaluation.EvaluationFilter;
import dev.kontor.aml.evaluation.EvaluationStatus;
import dev.kontor.aml.evaluation.NewActionEvaluation;
import dev.kontor.aml.evaluation.Officer;
import dev.kontor.aml.evaluation.OfficerDecisions;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.NotPermitted;
import dev.kontor.shared.web.EnumLists;
import dev.kontor.shared.web.WebSettings;

/** Evaluation of customer actions and the AML officer's decisions (document 3, 4.3; contract sections 2 and 6). */
@RestController
@RequestMapping("/api/v3/aml/action-evaluations")
@Tag(name = "AML action evaluation")
@RequiredArgsConstructor
class EvaluationController {

	private final ActionEvaluations evaluations;

	private final OfficerDecisions decisions;

	private final WebSettings web;

	record StatusUpdate(@NotNull EvaluationStatus newStatus, @Nullable @Size(max = 64) String reason,
			@Nullable @Size(max = 128) String note) {
	}

	record ReasonAndNote(@Nullable @Size(max = 64) String reason, @Nullable @Size(max = 128) String note) {
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Idempotent
	@Operation(summary = "Evaluate a deposit or withdrawal at once",
			description = "Approved when the average risk is not above riskThresholdAcceptAutoBelow, Denied when it "
					+ "is above riskThresholdRejectAutoAbove or a matching record bans the customer, otherwise "
					+ "Waiting with isApprovalNeeded and a notification to the AML officer.")
	ActionEvaluation evaluate(@Valid @RequestBody NewActionEvaluation request, Caller caller) {
		return ActionEvaluation.of(evaluations.evaluate(new TenantId(caller.tenantId()), caller.actorId(), request.action()));
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "List evaluations by filters, oldest first",
			description = "statuses is a comma-separated list; the creation range includes dateBegin and excludes "
					+ "dateEnd.")
	List<ActionEvaluation> list(@RequestParam(required = false) @Nullable String statuses,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable String clientKey,
			@RequestParam(required = false) @Nullable UUID reconciliationGuid,
			@RequestParam(required = false) @Nullable UUID internalAccountWithdrawalRequestId,
			@RequestParam(required = false) @Nullable UUID internalAccountId,
			@RequestParam(required = false) @Nullable UUID bankAccountId,
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime dateBegin,
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime dateEnd,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		EvaluationFilter filter = new EvaluationFilter(EnumLists.parse("statuses", statuses, EvaluationStatus.class),
				clientId == null ? null : new ClientId(clientId), clientKey,
				new EvaluationFilter.Accounts(reconciliationGuid, internalAccountWithdrawalRequestId, internalAccountId,
						bankAccountId),
				dateBegin == null ? null : dateBegin.toInstant(), dateEnd == null ? null : dateEnd.toInstant());
		return ActionEvaluation.of(evaluations.list(new TenantId(caller.tenantId()), filter,
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage())));
	}

	@GetMapping("/{id}")
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "Read one evaluation")
	ActionEvaluation get(@PathVariable UUID id, Caller caller) {
		return ActionEvaluation.of(evaluations.get(new TenantId(caller.tenantId()), new EvaluationId(id)));
	}

	@PutMapping("/{id}/status")
	@PreAuthorize("hasAuthority('SCOPE_aml.officer')")
	@Operation(summary = "The AML officer approves or denies a waiting evaluation",
			description = "Needs a user token with aml.officer (a user with the aml-officer role), never of the user "
					+ "or client that created the evaluation (403). A decided evaluation answers 409 to a different "
					+ "status; the same status again changes nothing.")
	ActionEvaluation changeStatus(@PathVariable UUID id, @Valid @RequestBody StatusUpdate update, Caller caller) {
		UUID userId = caller.userId();
		if (userId == null) {
			throw new NotPermitted("An officer decision needs the token of a signed-in user with the aml-officer role");
		}
		Officer officer = new Officer(userId, Caller.actorIdOfClient(caller.clientId()));
		return ActionEvaluation.of(decisions.changeStatus(new TenantId(caller.tenantId()), officer,
				new EvaluationId(id), update.newStatus(), update.reason(), update.note()));
	}

	@PutMapping("/{id}/reason-note")
	@PreAuthorize("hasAnyAuthority('SCOPE_aml.officer', 'SCOPE_aml.write')")
	@Operation(summary = "Change the reason and note of a waiting evaluation (409 once decided)")
	ActionEvaluation changeReasonAndNote(@PathVariable UUID id, @Valid @RequestBody ReasonAndNote body,
			Caller caller) {
		return ActionEvaluation.of(decisions.changeReasonAndNote(new TenantId(caller.tenantId()), caller.actorId(),
				new EvaluationId(id), body.reason(), body.note()));
	}
}

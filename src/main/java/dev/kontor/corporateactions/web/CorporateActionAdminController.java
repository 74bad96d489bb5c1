package dev.kontor.corporateactions.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.corporateactions.AnnouncementSource;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.announcements.Announcements;
import dev.kontor.corporateactions.mt564.Mt564Messages;
import dev.kontor.corporateactions.processing.CorporateActionProcessing;
import dev.kontor.shared.InvalidInput;

/**
 * Announcing corporate actions: the operator ({@code platform.admin}) and reference-data connectors
 * ({@code pricefeed.admin}), for every tenant.
 */
@RestController
@RequestMapping("/admin/v1/corporate-actions")
@PreAuthorize("hasAnyAuthority('SCOPE_pricefeed.admin', 'SCOPE_platform.admin')")
@Tag(name = "Operator: corporate actions")
@RequiredArgsConstructor
class CorporateActionAdminController {

	private final Announcements announcements;

	private final CorporateActionProcessing processing;

	@PutMapping("/{corporateActionId}")
	@Operation(summary = "Announce a corporate action, or change one still Announced",
			description = "201 for a new action, 200 for a change (or the same announcement sent again, which changes "
					+ "nothing); 409 once it is Cancelled or Processed or its entitlements are fixed. Every field the kind of event needs is checked "
					+ "at once (400 naming each). The tenants whose clients hold the instrument get "
					+ "CorporateActionMetadata, and for an event with choice or a general meeting "
					+ "CorporateActionWithChoiceNotif.")
	@ApiResponse(responseCode = "201", description = "A new action, as stored")
	@ApiResponse(responseCode = "200", description = "The action changed, or unchanged when sent as it was")
	ResponseEntity<CorporateAction> announce(@PathVariable String corporateActionId,
			@Valid @RequestBody AnnouncementBody body) {
		CorporateActionId id = new CorporateActionId(corporateActionId);
		if (body.corporateActionId() != null && !body.corporateActionId().equals(corporateActionId)) {
			throw new InvalidInput("corporateActionId", "must be the path's corporateActionId when sent");
		}
		Announcements.Saved saved = announcements.announce(id, body.announcement(), AnnouncementSource.Api);
		return ResponseEntity.status(saved.created() ? HttpStatus.CREATED : HttpStatus.OK).body(saved.action());
	}

	/** The actions an MT564 upload announced, changed or cancelled, in the order of its messages. */
	record Ingested(List<String> corporateActionIds) {
	}

	@PostMapping(path = "/mt564", consumes = MediaType.TEXT_PLAIN_VALUE)
	@ResponseStatus(HttpStatus.ACCEPTED)
	@Operation(summary = "Announce, change or cancel corporate actions with ISO 15022 MT564 messages",
			description = "One or more complete FIN messages (blocks 1, 2 and 4), one after the other or separated by "
					+ "'$'. :23G:CANC or WITH cancels the action. A malformed message is refused with 400 naming each "
					+ "problem by its tag (such as :98A::RDTE), and nothing is saved; so is the whole upload when one "
					+ "message may not change its action (409) or cancels an unknown one (404).")
	Ingested ingest(@RequestBody String messages) {
		return new Ingested(announcements.ingest(Mt564Messages.read(messages))
			.stream()
			.map(CorporateActionId::value)
			.toList());
	}

	/** What a run of the processing booked. */
	record ProcessingRun(int processed) {
	}

	@PostMapping("/processing")
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Operation(summary = "Process the corporate actions due now, as the periodic job does",
			description = "Fixes the entitlements of every announced action whose record date has passed and books "
					+ "those whose payment date has come; processed is the number of entitlements booked. Nothing is "
					+ "booked twice: a second run books only what the first left.")
	ProcessingRun process() {
		return new ProcessingRun(processing.runDue());
	}

	/** The one status an announcer sets. */
	record CorporateActionStatusChange(@NotNull CorporateActionStatus status) {
	}

	@PutMapping("/{corporateActionId}/status")
	@Operation(summary = "Cancel a corporate action (status Cancelled)",
			description = "Cancelling a cancelled action again changes nothing; 409 once Processed; 400 for any "
					+ "other status, which only the platform sets; 409 once its bookings have begun.")
	CorporateAction changeStatus(@PathVariable String corporateActionId,
			@Valid @RequestBody CorporateActionStatusChange change) {
		CorporateActionId id = new CorporateActionId(corporateActionId);
		if (change.status() != CorporateActionStatus.Cancelled) {
			throw new InvalidInput("status", "must be Cancelled: Announced and Processed are set by the platform");
		}
		return announcements.cancel(id);
	}
}

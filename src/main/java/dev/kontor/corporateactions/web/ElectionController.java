package dev.kontor.corporateactions.web;

import java.math.BigDecimal;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.corporateactions.AnnouncementRules;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Election;
import dev.kontor.corporateactions.elections.ElectionDesk;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/**
 * The elections of the tenant's client records for corporate actions with choice (contract section 10). A user linked
 * to a client record elects for its own record only.
 */
@RestController
@RequestMapping("/api/v3/corporate-actions")
@Tag(name = "Corporate actions")
@RequiredArgsConstructor
class ElectionController {

	private final ElectionDesk desk;

	/**
	 * What the client record elects: {@code quantity} of its entitled shares for the option {@code optionNumber}.
	 * {@code corporateActionId} and {@code clientId}, when sent (as the election answers them), must be the path's.
	 */
	record ElectionBody(@Nullable String corporateActionId, @Nullable UUID clientId, @NotNull Integer optionNumber,
			@NotNull @Positive @Digits(integer = AnnouncementRules.INTEGER_DIGITS,
					fraction = AnnouncementRules.FRACTION_DIGITS) BigDecimal quantity) {

		void requireOf(String pathCorporateActionId, UUID pathClientId) {
			if (corporateActionId != null && !corporateActionId.equals(pathCorporateActionId)) {
				throw new InvalidInput("corporateActionId", "must be the path's corporateActionId when sent");
			}
			if (clientId != null && !clientId.equals(pathClientId)) {
				throw new InvalidInput("clientId", "must be the path's clientId when sent");
			}
		}
	}

	@PutMapping("/{corporateActionId}/elections/{clientId}")
	@PreAuthorize("hasAuthority('SCOPE_corporateactions.write')")
	@Operation(summary = "Elect an option of a corporate action with choice for a client record, or change the election",
			description = "quantity of the record's entitled shares take the option; the default option applies to "
					+ "the rest. Entitled is, once the entitlements are fixed (after the record date), the sum of the "
					+ "record's entitlements; before, what the record holds now. Accepted until the end of the "
					+ "election deadline (UTC). 400 for an option the action does not offer; 404 for an unknown action "
					+ "or client record; 422 for a mandatory, cancelled or processed action, after the deadline, and "
					+ "above the entitled quantity. The same election sent again changes nothing.")
	@ApiResponse(responseCode = "201", description = "The client record's first election for the action")
	@ApiResponse(responseCode = "200", description = "The election replaced, or unchanged when sent as it was")
	ResponseEntity<Election> elect(@PathVariable String corporateActionId, @PathVariable UUID clientId,
			@Valid @RequestBody ElectionBody body, Caller caller) {
		body.requireOf(corporateActionId, clientId);
		caller.requireActsFor(clientId);
		ElectionDesk.Recorded recorded = desk.elect(new TenantId(caller.tenantId()),
				new CorporateActionId(corporateActionId), new ClientId(clientId),
				new ElectionDesk.Choice(body.optionNumber(), body.quantity()));
		return ResponseEntity.status(recorded.created() ? HttpStatus.CREATED : HttpStatus.OK).body(recorded.election());
	}

	@GetMapping("/{corporateActionId}/elections/{clientId}")
	@PreAuthorize("hasAuthority('SCOPE_corporateactions.read')")
	@Operation(summary = "Read a client record's election for a corporate action",
			description = "404 when the record made none (or the action or the record is unknown).")
	Election read(@PathVariable String corporateActionId, @PathVariable UUID clientId, Caller caller) {
		caller.requireActsFor(clientId);
		return desk.find(new TenantId(caller.tenantId()), new CorporateActionId(corporateActionId),
				new ClientId(clientId));
	}
}

package dev.kontor.kyc.web;

import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.sessions.KycSessionManagement;
import dev.kontor.kyc.sessions.SessionRequest;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/** KYC sessions of a client record (contract section 11). */
@RestController
@RequestMapping("/api/v3/clients/{clientId}/kyc-sessions")
@Tag(name = "KYC")
@RequiredArgsConstructor
class KycSessionController {

	private final KycSessionManagement sessions;

	record StartKycSession(@Nullable String initiatorKycId, @Nullable String provider, @Nullable String redirectUrl) {
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_kyc.write')")
	@Operation(summary = "Start a KYC session of a client record",
			description = "201 with the new session; the same initiatorKycId with the same provider and redirectUrl "
					+ "again answers the stored session with 200, with another provider or redirectUrl 409.")
	@ApiResponse(responseCode = "201", description = "The new session")
	@ApiResponse(responseCode = "200", description = "The session started before with the same initiatorKycId")
	ResponseEntity<KycSession> start(@PathVariable UUID clientId, @RequestBody StartKycSession body, Caller caller) {
		caller.requireActsFor(clientId);
		KycSessionManagement.Started started = sessions.start(new TenantId(caller.tenantId()), new ClientId(clientId),
				new SessionRequest(body.initiatorKycId(), body.provider(), body.redirectUrl()));
		return ResponseEntity.status(started.created() ? HttpStatus.CREATED : HttpStatus.OK).body(started.session());
	}

	@GetMapping("/{initiatorKycId}")
	@PreAuthorize("hasAuthority('SCOPE_kyc.read')")
	@Operation(summary = "Read a KYC session of a client record")
	KycSession get(@PathVariable UUID clientId, @PathVariable String initiatorKycId, Caller caller) {
		caller.requireActsFor(clientId);
		return sessions.get(new TenantId(caller.tenantId()), new ClientId(clientId), initiatorKycId);
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_kyc.read')")
	@Operation(summary = "List the KYC sessions of a client record, oldest first")
	List<KycSession> list(@PathVariable UUID clientId, Caller caller) {
		caller.requireActsFor(clientId);
		return sessions.ofClient(new TenantId(caller.tenantId()), new ClientId(clientId));
	}
}

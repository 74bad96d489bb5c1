package dev.kontor.kyc.web;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.kyc.callback.CallbackSignature;
import dev.kontor.kyc.callback.ProviderCallback;
import dev.kontor.kyc.callback.ProviderCallbacks;

/**
 * The callback identity providers report to. Authenticated by the provider's signature over the raw body, not by a
 * token ({@link KycSecurityConfiguration}).
 */
@RestController
@Tag(name = "KYC")
@RequiredArgsConstructor
class ProviderCallbackController {

	private final ProviderCallbacks callbacks;

	@PostMapping("/api/v3/kyc/providers/{provider}/callback")
	@SecurityRequirements
	@Operation(summary = "Report the progress or outcome of a KYC session (identity providers only)",
			description = "Signed: X-Kyc-Signature: sha256=<base64 HMAC-SHA256(provider secret, raw body)>. The body "
					+ "names the session (sessionReference), the event (Started, Approved, Declined, Cancelled), a "
					+ "timestamp within 5 minutes and a nonce not used before. Unsigned, wrongly signed, too old or "
					+ "replayed: 401; an unknown session: 404; none changes anything. 204 when accepted.")
	@ApiResponse(responseCode = "204", description = "The report is accepted")
	@ApiResponse(responseCode = "401", description = "Unsigned, wrongly signed, too old or replayed")
	ResponseEntity<Void> receive(@PathVariable String provider,
			@io.swagger.v3.oas.annotations.parameters.RequestBody(description = "Signed byte for byte as it is sent",
					content = @Content(mediaType = "application/json",
							schema = @Schema(implementation = ProviderCallback.class))) @RequestBody byte[] body,
			@RequestHeader(name = CallbackSignature.HEADER, required = false) @Nullable String signature) {
		callbacks.receive(provider, body, signature);
		return ResponseEntity.noContent().build();
	}
}

package dev.kontor.identity.keys;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.identity.IdentitySettings;
import dev.kontor.identity.IdentitySettings.SigningAlgorithm;

@RestController
@RequestMapping("/admin/v1/signing-keys")
@Tag(name = "Operator: signing keys")
@RequiredArgsConstructor
class SigningKeyAdminController {

	private final KeyRing keyRing;

	private final IdentitySettings settings;

	record RotateSigningKey(@Nullable SigningAlgorithm algorithm) {
	}

	@GetMapping
	@Operation(summary = "List signing keys, newest first")
	List<SigningKey> list() {
		return keyRing.list();
	}

	@PostMapping("/rotation")
	@ResponseStatus(HttpStatus.CREATED)
	@Operation(summary = "Create a new signing key; the previous one stays published until its tokens expire")
	SigningKey rotate(@RequestBody(required = false) @Nullable RotateSigningKey request) {
		SigningAlgorithm algorithm = request == null || request.algorithm() == null ? settings.signingAlgorithm()
				: request.algorithm();
		return keyRing.rotate(algorithm);
	}
}

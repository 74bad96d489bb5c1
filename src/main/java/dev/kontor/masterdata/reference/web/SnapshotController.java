package dev.kontor.masterdata.reference.web;

import java.io.IOException;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.MediaType;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.masterdata.reference.snapshot.ImportResult;
import dev.kontor.masterdata.reference.snapshot.Snapshot;
import dev.kontor.masterdata.reference.snapshot.SnapshotImport;
import dev.kontor.shared.security.Caller;

/**
 * The operator's import of a provider snapshot (format in {@code docs/masterdata-snapshots.md}). Bodies are limited
 * by {@code kontor.web.max-request-size}; larger snapshots go through the drop directory.
 */
@RestController
@RequestMapping("/api/masterdata/v2/admin/snapshots")
@Tag(name = "Master data: snapshot import (operator)")
@RequiredArgsConstructor
class SnapshotController {

	private final SnapshotImport snapshots;

	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Operation(summary = "Import a snapshot: every object it holds replaces the stored one; answers the counts",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
					description = "fieldDefinitions before objects; read a batch of objects at a time",
					content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
							schema = @Schema(implementation = Snapshot.class))))
	ImportResult importSnapshot(HttpServletRequest request, Caller caller) throws IOException {
		return snapshots.importJson(request.getInputStream(), "http:" + caller.clientId());
	}
}

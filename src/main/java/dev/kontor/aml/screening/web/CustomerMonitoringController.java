package dev.kontor.aml.screening.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.screening.CustomerMonitoring;
import dev.kontor.aml.screening.web.MonitoringViews.MonitoringDetails;
import dev.kontor.aml.screening.web.MonitoringViews.MonitoringStart;
import dev.kontor.aml.screening.web.MonitoringViews.Refresh;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/** External monitoring of a customer (document 3, 4.4): send, refresh, details. */
@RestController
@RequestMapping("/api/v3/aml/customers/{customerId}/monitoring")
@Tag(name = "AML: customer monitoring")
@RequiredArgsConstructor
class CustomerMonitoringController {

	private final CustomerMonitoring monitoring;

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Send a customer to AML monitoring: screens it now and records every hit family",
			description = "Sending a monitored customer again screens it again. 404 for a customer that is no client "
					+ "record of the tenant, 503 when the screening provider cannot answer (nothing is stored).")
	MonitoringStart send(@PathVariable UUID customerId, Caller caller) {
		return MonitoringStart
			.of(monitoring.send(new TenantId(caller.tenantId()), Actor.of(caller), new ClientId(customerId)));
	}

	@PostMapping("/refresh")
	@ResponseStatus(HttpStatus.ACCEPTED)
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Screen a monitored customer again now; new hits become monitoring records",
			description = "404 for a customer never sent to monitoring; 503 when the provider cannot answer.")
	Refresh refresh(@PathVariable UUID customerId, Caller caller) {
		return Refresh
			.of(monitoring.refresh(new TenantId(caller.tenantId()), Actor.of(caller), new ClientId(customerId)));
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "Monitoring details of a customer (404 when never sent to monitoring)")
	MonitoringDetails details(@PathVariable UUID customerId, Caller caller) {
		return MonitoringDetails.of(monitoring.details(new TenantId(caller.tenantId()), new ClientId(customerId)));
	}
}

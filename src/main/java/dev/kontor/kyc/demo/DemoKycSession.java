package dev.kontor.kyc.demo;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.clients.Clients;
import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.sessions.KycSessionManagement;
import dev.kontor.kyc.sessions.SessionRequest;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.TenantId;

/**
 * The {@code demo} profile's KYC session: the demo client record {@code demo-maria-schmidt}, still Initial, has a
 * session of the simulated provider that a newcomer finishes in the browser; its address is logged at the first start
 * and listed by {@code GET /api/v3/clients/{clientId}/kyc-sessions}.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoKycSession {

	static final String CLIENT_KEY = "demo-maria-schmidt";

	static final String INITIATOR_KYC_ID = "demo-onboarding";

	private static final Logger log = LoggerFactory.getLogger(DemoKycSession.class);

	private final Clients clients;

	private final KycSessionManagement sessions;

	private final PlatformSettings platform;

	@EventListener
	void on(DemoTenantCreated created) {
		TenantId tenantId = new TenantId(created.tenantId());
		clients.idOfKey(tenantId, CLIENT_KEY).ifPresent(clientId -> {
			try {
				KycSession session = sessions.start(tenantId, clientId, new SessionRequest(INITIATOR_KYC_ID,
						"Simulated", platform.issuerString() + "/demo")).session();
				log.info("Demo KYC session of Maria Schmidt (born 1990-04-01): open {}", session.verificationUrl());
			}
			catch (InvalidInput ex) {
				log.warn("No demo KYC session: the issuer {} is no https URL and not on localhost",
						platform.issuerString());
			}
		});
	}
}

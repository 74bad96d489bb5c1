package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.kyc.KycSessionCreated;
import dev.kontor.kyc.KycSessionStatusChanged;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the KYC module's domain events into catalogue events. The listeners run in the transaction that published
 * the domain event, so the webhook event is stored with the change that caused it, or not at all.
 */
@Component
@RequiredArgsConstructor
class KycEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(KycSessionCreated created) {
		accept(created.tenantId(), EventType.KycCreate, created.clientId(), created.initiatorKycId());
	}

	@EventListener
	void on(KycSessionStatusChanged changed) {
		accept(changed.tenantId(), EventType.KycUpdate, changed.clientId(), changed.initiatorKycId());
	}

	private void accept(UUID tenantId, EventType type, UUID clientId, String initiatorKycId) {
		intake.accept(tenantId, type, Map.of("clientId", clientId.toString(), "initiatorKycId", initiatorKycId),
				Set.of());
	}
}

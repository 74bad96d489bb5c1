package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.corporateactions.CorporateActionAnnounced;
import dev.kontor.corporateactions.CorporateActionBooked;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the corporate actions module's announcements into catalogue events, in the transaction that saved them, for
 * every tenant whose clients hold the instrument: {@code CorporateActionMetadata}, and
 * {@code CorporateActionWithChoiceNotif} for an event with choice or a general meeting, both of the tenant, not one
 * client record; and {@code CorporateActionStatement} for a client record whose bookings are done.
 */
@Component
@RequiredArgsConstructor
class CorporateActionEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(CorporateActionBooked booked) {
		intake.acceptOfClients(booked.tenantId().value(), EventType.CorporateActionStatement,
				booked.clientIds()
					.stream()
					.map(clientId -> new EventIntake.ClientEvent(Map.of("corporateActionId",
							booked.corporateActionId().value(), "clientId", clientId.value().toString()),
							clientId.value()))
					.toList());
	}

	@EventListener
	void on(CorporateActionAnnounced announced) {
		Map<String, String> parameters = Map.of("corporateActionId", announced.corporateActionId().value());
		announced.tenants().forEach(tenant -> {
			intake.accept(tenant.value(), EventType.CorporateActionMetadata, parameters, Set.of());
			if (announced.withChoice()) {
				intake.accept(tenant.value(), EventType.CorporateActionWithChoiceNotif, parameters, Set.of());
			}
		});
	}
}

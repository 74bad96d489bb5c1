package dev.kontor.aml.risk;

import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.aml.ClientStanding;

/** A customer's standing from its customer factors as of now, as the risk indicator computes them. */
@Component
class RiskStanding implements ClientStanding {

	private final RiskIndicator indicator;

	RiskStanding(RiskIndicator indicator) {
		this.indicator = indicator;
	}

	@Override
	public boolean isBanned(UUID tenantId, UUID clientId) {
		return indicator.of(tenantId, clientId).isBanned();
	}
}

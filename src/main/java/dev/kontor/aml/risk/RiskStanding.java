package dev.kontor.aml.risk;

import java.time.Clock;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.aml.ClientStanding;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * A customer's standing from its customer factors as of now, as the risk indicator computes them. A factor bans when
 * its parameter record or monitoring record does; while the tenant has no active parameter record that bans, only a
 * monitoring record can, and one statement answers (the common case, on the path of every order).
 */
@Component
@RequiredArgsConstructor
class RiskStanding implements ClientStanding {

	private final RiskIndicator indicator;

	private final RiskData data;

	private final Clock clock;

	@Override
	public boolean isBanned(TenantId tenantId, ClientId clientId) {
		if (data.activeParameters(tenantId.value()).anyBanned()) {
			return indicator.of(tenantId, clientId).average().isBanned();
		}
		return data.bannedByMonitoring(tenantId.value(), clientId.value(), Timestamps.now(clock))
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
	}
}

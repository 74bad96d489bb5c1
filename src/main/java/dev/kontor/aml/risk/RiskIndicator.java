package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.TenantAmlSettings;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The money laundering indicator of a customer: its customer factors as of now and where their average stands
 * against the tenant's thresholds.
 */
@Service
public class RiskIndicator {

	/** Where the average stands: Low is approved automatically, High denied, Medium waits for the officer. */
	public enum Level {
		Low, Medium, High, Banned
	}

	public record Indicator(UUID customerId, UUID tenantId, BigDecimal averageRisk, boolean isBanned,
			@JsonProperty("hasActivePEPRecord") boolean hasActivePEPRecord, boolean hasActiveSanctionRecord,
			boolean hasActiveOtherRecord, @Nullable BigDecimal riskThresholdAcceptAutoBelow,
			@Nullable BigDecimal riskThresholdRejectAutoAbove, @Nullable Level moneyLaunderingIndicator,
			List<RiskFactor> factors, Instant calculatedDate) {
	}

	private final RiskData data;

	private final TenantAmlSettings settings;

	private final Clock clock;

	RiskIndicator(RiskData data, TenantAmlSettings settings, Clock clock) {
		this.data = data;
		this.settings = settings;
		this.clock = clock;
	}

	public Indicator of(TenantId tenant, ClientId client) {
		UUID tenantId = tenant.value();
		UUID customerId = client.value();
		Instant now = Timestamps.now(clock);
		CustomerProfile customer = data.profile(tenantId, customerId, now)
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
		AmlSettings tenantSettings = settings.find(tenantId).orElse(null);
		List<RiskFactor> factors = RiskRules.customerFactors(customer, data.activeParameters(tenantId),
				MonitoringDefaults.of(tenantSettings));
		BigDecimal average = RiskRules.averageOf(factors);
		boolean banned = RiskRules.isBanned(factors);
		return new Indicator(customerId, tenantId, average, banned,
				customer.hasActiveMonitoring(MonitoringFamily.Pep),
				customer.hasActiveMonitoring(MonitoringFamily.Sanction),
				customer.hasActiveMonitoring(MonitoringFamily.Other),
				tenantSettings == null ? null : tenantSettings.riskThresholdAcceptAutoBelow(),
				tenantSettings == null ? null : tenantSettings.riskThresholdRejectAutoAbove(),
				level(average, banned, tenantSettings), factors, now);
	}

	private static @Nullable Level level(BigDecimal average, boolean banned, @Nullable AmlSettings settings) {
		if (banned) {
			return Level.Banned;
		}
		if (settings == null) {
			return null;
		}
		return switch (RiskRules.outcome(average, false, settings.riskThresholdAcceptAutoBelow(),
				settings.riskThresholdRejectAutoAbove())) {
			case Approve -> Level.Low;
			case Wait -> Level.Medium;
			case Deny -> Level.High;
		};
	}
}

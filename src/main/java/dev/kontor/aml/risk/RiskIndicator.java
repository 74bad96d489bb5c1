package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.RiskThresholds;
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
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class RiskIndicator {

	/** Where the average stands: Low is approved automatically, High denied, Medium waits for the officer. */
	public enum Level {
		Low, Medium, High, Banned
	}

	/**
	 * The indicator as the API answers it: its parts written flat, in the order of their fields. The thresholds are
	 * null while the tenant has not saved its AML settings.
	 */
	public record Indicator(UUID customerId, UUID tenantId, @JsonUnwrapped Average average,
			@JsonUnwrapped ActiveRecords activeRecords, @JsonUnwrapped Thresholds thresholds,
			@Nullable Level moneyLaunderingIndicator, List<RiskFactor> factors, Instant calculatedDate) {
	}

	/** The average of the customer's factors, and whether one of them bans its actions. */
	public record Average(BigDecimal averageRisk, boolean isBanned) {
	}

	/** Whether the customer has an active PEP, sanction or other monitoring record. */
	public record ActiveRecords(@JsonProperty("hasActivePEPRecord") boolean hasActivePEPRecord,
			boolean hasActiveSanctionRecord, boolean hasActiveOtherRecord) {
	}

	/** The tenant's thresholds the average stands against; both null without AML settings. */
	public record Thresholds(@Nullable BigDecimal riskThresholdAcceptAutoBelow,
			@Nullable BigDecimal riskThresholdRejectAutoAbove) {

		static final Thresholds NONE = new Thresholds(null, null);
	}

	private final RiskData data;

	private final TenantAmlSettings settings;

	private final Clock clock;

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
		RiskThresholds thresholds = tenantSettings == null ? null : tenantSettings.policy().thresholds();
		return new Indicator(customerId, tenantId, new Average(average, banned),
				new ActiveRecords(customer.hasActiveMonitoring(MonitoringFamily.Pep),
						customer.hasActiveMonitoring(MonitoringFamily.Sanction),
						customer.hasActiveMonitoring(MonitoringFamily.Other)),
				thresholds == null ? Thresholds.NONE
						: new Thresholds(thresholds.riskThresholdAcceptAutoBelow(),
								thresholds.riskThresholdRejectAutoAbove()),
				level(average, banned, thresholds), factors, now);
	}

	private static @Nullable Level level(BigDecimal average, boolean banned, @Nullable RiskThresholds thresholds) {
		if (banned) {
			return Level.Banned;
		}
		if (thresholds == null) {
			return null;
		}
		return switch (RiskRules.outcome(average, false, thresholds.riskThresholdAcceptAutoBelow(),
				thresholds.riskThresholdRejectAutoAbove())) {
			case Approve -> Level.Low;
			case Wait -> Level.Medium;
			case Deny -> Level.High;
		};
	}
}

package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

/**
 * A daily risk calculation record of document 3, with the factors its average was taken of and whether one of them
 * bans the customer's actions.
 */
public record DailyRiskRecord(UUID id, UUID tenantId, UUID createdUserId, UUID clientId,
		@Nullable UUID bankAccountId, @Nullable UUID internalAccountId, Instant createdDate, String clientKey,
		String clientName, @Nullable String clientSurname, String clientType, @Nullable String countryOfOrigin,
		@Nullable String bankAccountCountry, @Nullable String bankAccountIban, @Nullable String occupationGroup,
		@Nullable String sectorCode, @Nullable BigDecimal cashBalance, BigDecimal averageRisk,
		@JsonProperty("hasActiveAMLMonitoringHit") boolean hasActiveAMLMonitoringHit, boolean isBanned,
		List<RiskFactor> factors) {

	/** Numbers are answered in their plain form, the same whether just calculated or read back. */
	public DailyRiskRecord {
		factors = List.copyOf(factors);
		cashBalance = Decimals.plainOrNull(cashBalance);
		averageRisk = Decimals.plain(averageRisk);
	}

	static DailyRiskRecord of(UUID id, UUID createdUserId, Instant createdDate, CustomerProfile customer,
			List<RiskFactor> factors) {
		return new DailyRiskRecord(id, customer.tenantId(), createdUserId, customer.clientId(),
				customer.defaultBankAccountId(), customer.defaultInternalAccountId(), createdDate,
				customer.clientKey(), customer.name(), customer.surname(), customer.clientType(),
				customer.countryOfOrigin(), customer.bankAccountCountry(), customer.bankAccountIban(),
				customer.occupationGroup(), customer.sectorCode(), customer.cashBalance(),
				RiskRules.averageOf(factors), !customer.activeMonitoring().isEmpty(), RiskRules.isBanned(factors),
				factors);
	}
}

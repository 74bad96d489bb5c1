package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

/**
 * A daily risk calculation record of document 3, with the factors its average was taken of and whether one of them
 * bans the customer's actions. Its parts are written flat, in the document's order.
 */
public record DailyRiskRecord(UUID id, UUID tenantId, UUID createdUserId, @JsonUnwrapped RatedAccounts accounts,
		Instant createdDate, @JsonUnwrapped ClientIdentity client, @JsonUnwrapped RatedFacts facts,
		@JsonUnwrapped RiskOutcome outcome) {

	/** The client rated and its reference bank and internal accounts. */
	public record RatedAccounts(UUID clientId, @Nullable UUID bankAccountId, @Nullable UUID internalAccountId) {
	}

	/** What the parameters rate of the client: its origin, bank account, occupation, sector and cash balance. */
	public record RatedFacts(@Nullable String countryOfOrigin, @Nullable String bankAccountCountry,
			@Nullable String bankAccountIban, @Nullable String occupationGroup, @Nullable String sectorCode,
			@Nullable BigDecimal cashBalance) {

		/** The cash balance is answered in its plain form, the same whether just calculated or read back. */
		public RatedFacts {
			cashBalance = Decimals.plainOrNull(cashBalance);
		}
	}

	/** The factors found, their average, and whether an active monitoring record was hit or one bans the client. */
	public record RiskOutcome(BigDecimal averageRisk,
			@JsonProperty("hasActiveAMLMonitoringHit") boolean hasActiveAMLMonitoringHit, boolean isBanned,
			List<RiskFactor> factors) {

		/** The average is answered in its plain form, the same whether just calculated or read back. */
		public RiskOutcome {
			averageRisk = Decimals.plain(averageRisk);
			factors = List.copyOf(factors);
		}
	}

	static DailyRiskRecord of(UUID id, UUID createdUserId, Instant createdDate, CustomerProfile customer,
			List<RiskFactor> factors) {
		return new DailyRiskRecord(id, customer.tenantId(), createdUserId,
				new RatedAccounts(customer.clientId(), customer.reference().defaultBankAccountId(),
						customer.reference().defaultInternalAccountId()),
				createdDate, customer.identity(),
				new RatedFacts(customer.traits().countryOfOrigin(), customer.reference().bankAccountCountry(),
						customer.reference().bankAccountIban(), customer.traits().occupationGroup(),
						customer.traits().sectorCode(), customer.cashBalance()),
				new RiskOutcome(RiskRules.averageOf(factors), !customer.activeMonitoring().isEmpty(),
						RiskRules.isBanned(factors), factors));
	}
}

package dev.kontor.aml.risk;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/** Runs the daily risk calculation on demand and reads its records. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class DailyRisk {

	/** Document 3, section 8: the time frame of a client's daily risk records. */
	static final Duration MAX_FRAME = Duration.ofDays(14);

	private final DailyRiskCalculation calculation;

	private final DailyRiskRecords records;

	public RiskRun calculateNow(TenantId tenantId, UUID actorId) {
		return calculation.run(tenantId.value(), actorId, null);
	}

	/**
	 * A client's records in a time frame of at most 14 days: both ends given, or one end and 14 days from it; with
	 * neither, the client's last record if any.
	 */
	public List<DailyRiskRecord> ofClient(TenantId tenantId, ClientId clientId, @Nullable Instant startDate,
			@Nullable Instant endDate) {
		if (startDate == null && endDate == null) {
			return records.lastOfClient(tenantId.value(), clientId.value()).stream().toList();
		}
		Instant start = startDate != null ? startDate : endDate.minus(MAX_FRAME);
		Instant end = endDate != null ? endDate : startDate.plus(MAX_FRAME);
		if (!start.isBefore(end)) {
			throw new InvalidInput("endDate", "must be after startDate");
		}
		if (Duration.between(start, end).compareTo(MAX_FRAME) > 0) {
			throw new InvalidInput("endDate", "the time frame is at most 14 days");
		}
		return records.ofClient(tenantId.value(), clientId.value(), start, end);
	}

	/** The records of the latest run (at or before {@code date} when given), the most risky first. */
	public List<DailyRiskRecord> mostRisky(TenantId tenantId, @Nullable Instant date, RiskyClientFilter filter,
			PageRequest page) {
		if (filter.minAverageRisk() != null && filter.maxAverageRisk() != null
				&& filter.minAverageRisk() > filter.maxAverageRisk()) {
			throw new InvalidInput("minAverageRisk", "must not be above maxAverageRisk");
		}
		if (filter.minCashBalance() != null && filter.maxCashBalance() != null
				&& filter.minCashBalance() > filter.maxCashBalance()) {
			throw new InvalidInput("minCashBalance", "must not be above maxCashBalance");
		}
		return records.latestRun(tenantId.value(), date == null ? null : date.plusNanos(1000))
			.map(runId -> records.mostRisky(tenantId.value(), runId, filter, page))
			.orElse(List.of());
	}
}

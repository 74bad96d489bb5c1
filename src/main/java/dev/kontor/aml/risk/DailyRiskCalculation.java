package dev.kontor.aml.risk;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.settings.TenantAmlSettings;
import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Calculates a daily risk record for every customer of a tenant that is neither deleted nor rejected: one statement
 * reads the customers with their reference accounts and monitoring records, the rules run in memory against the
 * tenant's active parameters, and the records are written in JDBC batches, all in one transaction, so a run that
 * dies leaves nothing behind.
 */
@Service
@RequiredArgsConstructor
class DailyRiskCalculation {

	private static final int BATCH_SIZE = 1000;

	private final RiskData data;

	private final DailyRiskRecords records;

	private final TenantAmlSettings settings;

	private final Ids ids;

	private final Clock clock;

	/**
	 * The tenants with customers that lack the run of the scheduled time (or a later one). Each is looked at only
	 * when the stream gets to it, so that a run another instance finished meanwhile is not started again.
	 */
	Stream<UUID> tenantsLacking(Instant scheduledFor) {
		return data.tenantsWithCustomers().stream().filter(tenantId -> !records.hasScheduledRun(tenantId, scheduledFor));
	}

	/**
	 * Runs the calculation for the tenant. A scheduled run names the time it stands for; a second run for the same
	 * time, by this instance or another, fails on the database's unique index before it reads anything.
	 */
	@Transactional
	RiskRun run(UUID tenantId, UUID actorId, @Nullable Instant scheduledFor) {
		Instant started = Timestamps.now(clock);
		UUID runId = ids.next();
		records.insertRun(new RiskRun(runId, tenantId, actorId, started, started, 0), scheduledFor);
		ParameterSet parameters = data.activeParameters(tenantId);
		MonitoringDefaults defaults = MonitoringDefaults.of(settings.find(tenantId).orElse(null));
		List<DailyRiskRecord> pending = new ArrayList<>(BATCH_SIZE);
		int[] count = { 0 };
		data.forEachActiveProfile(tenantId, started, customer -> {
			List<RiskFactor> factors = RiskRules.customerFactors(customer, parameters, defaults);
			pending.add(DailyRiskRecord.of(ids.next(), actorId, started, customer, factors));
			if (pending.size() == BATCH_SIZE) {
				records.insertAll(runId, pending);
				count[0] += pending.size();
				pending.clear();
			}
		});
		records.insertAll(runId, pending);
		count[0] += pending.size();
		RiskRun run = new RiskRun(runId, tenantId, actorId, started, Timestamps.now(clock), count[0]);
		records.finishRun(run);
		return run;
	}
}

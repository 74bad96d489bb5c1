package dev.kontor.aml.settings;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.Decimals;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads and saves the AML general parameters of one tenant. The first save creates them (created fields set,
 * updated fields null); every later one replaces them and sets the updated fields.
 */
@Service
public class AmlSettingsManagement implements TenantAmlSettings {

	private final AmlSettingsStore store;

	private final TransactionTemplate savepoint;

	private final Clock clock;

	AmlSettingsManagement(AmlSettingsStore store, PlatformTransactionManager transactions, Clock clock) {
		this.store = store;
		this.savepoint = new TransactionTemplate(transactions);
		this.savepoint.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
		this.clock = clock;
	}

	@Override
	public Optional<AmlSettings> find(UUID tenantId) {
		return store.find(tenantId);
	}

	public AmlSettings get(UUID tenantId) {
		return store.find(tenantId).orElseThrow(() -> new NotFound("The tenant has not saved AML settings yet"));
	}

	/**
	 * Creates or replaces the settings. Two first saves at once: the loser's insert fails on the primary key inside
	 * a savepoint (PostgreSQL would otherwise refuse the rest of the transaction) and it replaces the winner's.
	 */
	@Transactional
	public AmlSettings save(UUID tenantId, UUID actorId, AmlSettingsChange change) {
		Map<String, List<String>> problems = AmlSettingsRules.problemsOf(change);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The AML settings have invalid fields", problems);
		}
		Instant now = Timestamps.now(clock);
		Optional<AmlSettings> current = store.find(tenantId);
		if (current.isPresent()) {
			return replace(current.get(), change, now, actorId);
		}
		AmlSettings created = settings(tenantId, change, now, actorId, null, null);
		try {
			savepoint.executeWithoutResult(status -> store.insert(created));
			return created;
		}
		catch (DuplicateKeyException ex) {
			return replace(get(tenantId), change, now, actorId);
		}
	}

	private AmlSettings replace(AmlSettings current, AmlSettingsChange change, Instant now, UUID actorId) {
		AmlSettings replaced = settings(current.tenantId(), change, current.createdDate(), current.createdUserId(),
				now, actorId);
		store.update(replaced);
		return replaced;
	}

	private static AmlSettings settings(UUID tenantId, AmlSettingsChange change, Instant createdDate,
			@Nullable UUID createdUserId, @Nullable Instant updatedDate, @Nullable UUID updatedUserId) {
		return new AmlSettings(tenantId, change.amlOfficerEmail(),
				Decimals.plain(change.riskThresholdAcceptAutoBelow()),
				Decimals.plain(change.riskThresholdRejectAutoAbove()),
				Decimals.plain(change.defaultPEPRiskFactor()),
				Decimals.plain(change.defaultSanctionRiskFactor()),
				Decimals.plain(change.defaultOtherRiskFactor()), change.reason(), change.note(),
				Boolean.TRUE.equals(change.saveAMLMonitoringResultsUnderClientDocs()), createdDate, updatedDate,
				createdUserId, updatedUserId);
	}
}

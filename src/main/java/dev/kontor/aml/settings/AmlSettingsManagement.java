package dev.kontor.aml.settings;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.audit.AuditSubject;
import dev.kontor.aml.audit.AuditTrail;
import dev.kontor.aml.audit.AuditedEntity;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads and saves the AML general parameters of one tenant. The first save creates them (created fields set,
 * updated fields null); every later one replaces them and sets the updated fields.
 */
@Service
public class AmlSettingsManagement implements TenantAmlSettings {

	private final AmlSettingsStore store;

	private final AuditTrail audit;

	private final TransactionTemplate savepoint;

	private final Clock clock;

	AmlSettingsManagement(AmlSettingsStore store, AuditTrail audit, PlatformTransactionManager transactions,
			Clock clock) {
		this.store = store;
		this.audit = audit;
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
	 * Creates or replaces the settings and keeps the change in the audit trail. A save that meets a concurrent one
	 * (the row changed since it was read, or two first saves at once, where the loser's insert fails on the primary
	 * key inside a savepoint) answers 409 rather than overwrite the other's settings unseen.
	 */
	@Transactional
	public AmlSettings save(UUID tenantId, Actor actor, AmlPolicy policy) {
		Map<String, List<String>> problems = AmlSettingsRules.problemsOf(policy);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The AML settings have invalid fields", problems);
		}
		Instant now = Timestamps.now(clock);
		Optional<Versioned<AmlSettings>> current = store.findVersioned(tenantId);
		AmlSettings saved;
		if (current.isPresent()) {
			saved = new AmlSettings(tenantId, policy, current.get().value().keeping().replaced(now, actor.id()));
			if (!store.update(saved, current.get().version())) {
				throw changedMeanwhile();
			}
		}
		else {
			saved = new AmlSettings(tenantId, policy, SettingsKeeping.created(now, actor.id()));
			insert(saved);
		}
		audit.record(new AuditSubject(AuditedEntity.TenantSettings, tenantId, tenantId, null), actor,
				current.map(Versioned::value).orElse(null), saved);
		return saved;
	}

	private void insert(AmlSettings created) {
		try {
			savepoint.executeWithoutResult(status -> store.insert(created));
		}
		catch (DuplicateKeyException ex) {
			throw changedMeanwhile();
		}
	}

	private static Conflict changedMeanwhile() {
		return new Conflict("The AML settings were saved by another request meanwhile; read them again and send the "
				+ "change anew");
	}
}

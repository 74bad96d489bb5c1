package dev.kontor.aml.audit;

import java.time.Clock;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Keeps a change of an AML record with who made it, when, and the record before and after. It joins the caller's
 * transaction and refuses to run without one, so that a change and its entry are committed or rolled back together.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class AuditTrail {

	private final AuditEntries entries;

	private final JsonMapper json;

	private final Ids ids;

	private final Clock clock;

	/**
	 * Keeps the change of {@code subject} from {@code before} to {@code after}, each the record as the API answers
	 * it; null before is a creation, null after a deletion.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	public void record(AuditSubject subject, Actor actor, @Nullable Object before, @Nullable Object after) {
		AuditAction action = before == null ? AuditAction.Created
				: after == null ? AuditAction.Deleted : AuditAction.Updated;
		AuditEntry.AuditedChange change = new AuditEntry.AuditedChange(action, actor.id(), actor.clientId(),
				Timestamps.now(clock));
		entries.insert(new AuditEntry(ids.next(), subject.tenantId(), subject.entity(), subject.entityId(),
				subject.family(), change, snapshot(before), snapshot(after)));
	}

	private @Nullable String snapshot(@Nullable Object state) {
		return state == null ? null : json.writeValueAsString(state);
	}
}

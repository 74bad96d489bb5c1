package dev.kontor.aml.evaluation;

import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.EvaluationId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.security.NotPermitted;

/**
 * The AML officer's decisions on waiting evaluations. Waiting may become Approved or Denied; a decided evaluation
 * answers 409 to a different status, and the same status again changes nothing. Every decision is kept with who
 * took it and when. The officer deciding is never the user or the client that created the evaluation.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OfficerDecisions {

	private final EvaluationStore store;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	@Transactional
	public Evaluation changeStatus(TenantId tenantId, Officer officer, EvaluationId id, EvaluationStatus newStatus,
			@Nullable String reason, @Nullable String note) {
		Evaluation current = lock(tenantId, id);
		if (officer.created(current)) {
			throw new NotPermitted("The evaluation was created by this user or client; another officer decides it");
		}
		UUID officerId = officer.userId();
		if (current.status() == newStatus) {
			return current;
		}
		if (current.status().isDecided()) {
			throw new Conflict("The evaluation was " + current.status() + " already; a decision is final");
		}
		Instant now = Timestamps.now(clock);
		Evaluation decided = current.decided(newStatus, officerId, now, reason, note);
		store.update(decided);
		store.recordDecision(ids.next(), decided, officerId, "Officer");
		events.publishEvent(DecisionEvents.of(decided));
		return decided;
	}

	/** Reason and note belong to the decision: they can change while the evaluation waits (409 after). */
	@Transactional
	public Evaluation changeReasonAndNote(TenantId tenantId, UUID actorId, EvaluationId id, @Nullable String reason,
			@Nullable String note) {
		Evaluation current = lock(tenantId, id);
		if (current.status().isDecided()) {
			throw new Conflict("The evaluation was " + current.status() + "; its reason and note are the decision's");
		}
		Evaluation annotated = current.annotated(actorId, Timestamps.now(clock), reason, note);
		store.update(annotated);
		return annotated;
	}

	private Evaluation lock(TenantId tenantId, EvaluationId id) {
		return store.find(tenantId, id, true).orElseThrow(() -> new NotFound("No action evaluation with this id"));
	}
}

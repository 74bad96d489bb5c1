package dev.kontor.aml.audit;

import java.time.Clock;

import org.springframework.stereotype.Component;

import dev.kontor.shared.Ids;

/**
 * What a change of an AML record needs besides its own table: the id of a record created, the time of the change,
 * and the audit trail that keeps the change. One bean, so that each kind of record is managed from its own parts and
 * this.
 */
@Component
public record RecordChanges(AuditTrail audit, Ids ids, Clock clock) {
}

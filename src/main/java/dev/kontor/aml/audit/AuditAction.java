package dev.kontor.aml.audit;

/** What a change did to its record: nothing before it is a creation, nothing after it a deletion. */
public enum AuditAction {

	Created, Updated, Deleted
}

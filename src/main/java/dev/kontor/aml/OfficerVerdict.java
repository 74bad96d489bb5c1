package dev.kontor.aml;

/** What the AML officer decides of a waiting evaluation: approve it (the action completes) or deny it. */
public enum OfficerVerdict {
	Approve, Deny
}

package dev.kontor.aml;

/** How an evaluation ended at once: approved, denied, or waiting for the AML officer. */
public enum ActionVerdict {
	Approved, Waiting, Denied
}

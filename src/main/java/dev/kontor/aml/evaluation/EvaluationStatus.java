package dev.kontor.aml.evaluation;

/**
 * The status of an action risk evaluation. Waiting may become Approved or Denied; a decided evaluation stays as
 * decided.
 */
public enum EvaluationStatus {

	Waiting, Approved, Denied;

	boolean isDecided() {
		return this != Waiting;
	}
}

package dev.kontor.aml.evaluation;

/** The customer actions the AML control evaluates (contract section 2). */
public enum TransactionType {
	Deposit, Withdrawal
}

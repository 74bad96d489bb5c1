package dev.kontor.aml;

/** The customer actions another module may have evaluated. */
public enum CustomerActionType {
	Deposit, Withdrawal
}

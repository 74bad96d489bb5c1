package dev.kontor.accounts.statements;

/** The two kinds of account a statement is issued for; the name is what the index table stores. */
enum StatementKind {

	Internal("internal-accounts"), Deposit("deposit-accounts");

	final String pathSegment;

	StatementKind(String pathSegment) {
		this.pathSegment = pathSegment;
	}
}

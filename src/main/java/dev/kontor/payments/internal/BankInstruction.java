package dev.kontor.payments.internal;

/**
 * The two kinds of instruction the bank answers, named once: a SEPA direct debit (a deposit) and a SEPA credit
 * transfer (the payment of a withdrawal). What they share, a time the simulated bank answers at, the look-up of an
 * answer's tenant, the checks of a move, is written once for both ({@link BankQueue}, {@link StatusMoves}).
 */
enum BankInstruction {

	DirectDebit("direct debit instruction", "payment_direct_debits", "id"),

	CreditTransfer("payment instruction", "payment_credit_transfers", "initiator_payment_id");

	/** How answers name an instruction of the kind: "The payment instruction was changed meanwhile". */
	final String noun;

	final String table;

	final String idColumn;

	BankInstruction(String noun, String table, String idColumn) {
		this.noun = noun;
		this.table = table;
		this.idColumn = idColumn;
	}
}

package dev.kontor.accounts.internal;

/**
 * The two kinds of account, named once: what their life cycle, their table and their answers say differently. The
 * rest, the status moves, the optimistic writes, the paging, the journal reads, is written once for both
 * ({@link AccountsOfKind}, {@link AccountTable}).
 */
enum AccountKind {

	Internal("internal account", "internalAccountId", "internal_accounts", "balance = 0 AND reserved_amount = 0"),

	Deposit("deposit account", "depositAccountId", "deposit_accounts", "NOT EXISTS (SELECT 1 FROM positions p "
			+ "WHERE p.deposit_account_id = :id AND (p.quantity <> 0 OR p.reserved_quantity <> 0))");

	/** How answers name an account of the kind: "No internal account with this id exists". */
	final String noun;

	/** The property that names an account of the kind in a booking refused for the account's status. */
	final String idProperty;

	final String table;

	/**
	 * What a close needs of the row at the moment of the write (a predicate that may use {@code :id}): nothing held
	 * and nothing reserved, checked by the statement that closes, so that no booking slips in between.
	 */
	final String closable;

	AccountKind(String noun, String idProperty, String table, String closable) {
		this.noun = noun;
		this.idProperty = idProperty;
		this.table = table;
		this.closable = closable;
	}
}

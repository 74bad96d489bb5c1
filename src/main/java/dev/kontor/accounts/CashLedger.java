package dev.kontor.accounts;

import java.math.BigDecimal;
import java.util.UUID;

/**
 * The money of internal accounts, for the modules that move it (payments, orders). Every method works within one
 * tenant: another tenant's account or reservation is {@link dev.kontor.shared.NotFound}. Every method that changes
 * money joins the caller's transaction (propagation REQUIRED), so a caller books and changes its own rows at once.
 */
public interface CashLedger {

	/** The account with its balance, reserved and available amount. */
	InternalAccountSnapshot internalAccount(UUID tenantId, InternalAccountId id);

	/**
	 * Reserves {@code amount} (positive) of the account's available amount. A {@link dev.kontor.shared.RuleViolation}
	 * naming the rule when the account is not Active, {@code currencyCode} is not the account's, or less than
	 * {@code amount} is available.
	 */
	ReservationId reserve(UUID tenantId, InternalAccountId account, BigDecimal amount, String currencyCode,
			String reference);

	/**
	 * Gives what is left of a reservation back to the available amount; nothing happens for one already released or
	 * consumed.
	 */
	void release(UUID tenantId, ReservationId reservation);

	/**
	 * Books a movement as one balanced transaction (the account against the tenant's clearing account of the
	 * currency). A {@link dev.kontor.shared.RuleViolation} when the account is not Active (a reversal may still book
	 * on a Suspended account), the currency is not the account's, the reservation named in {@code settles} is not an
	 * open reservation of the account, or the booking would leave the available amount below zero and
	 * {@code mayGoNegative} is false.
	 */
	CashTransactionId book(UUID tenantId, CashBooking booking);

	/** The sum of the balances of the client's internal accounts in the currency; zero when it has none. */
	BigDecimal cashBalanceOfClient(UUID tenantId, UUID clientId, String currencyCode);
}

package dev.kontor.accounts;

import java.math.BigDecimal;
import java.util.UUID;

import dev.kontor.pricefeed.TradeProvider;

/**
 * The securities of deposit accounts, for the modules that move them (orders). Within one tenant, joining the
 * caller's transaction, like {@link CashLedger}.
 */
public interface SecuritiesLedger {

	DepositAccountSnapshot depositAccount(UUID tenantId, DepositAccountId id);

	/** The holding of the instrument on the account; zero quantities when nothing is held. */
	PositionSnapshot position(UUID tenantId, DepositAccountId account, String isinCode, TradeProvider provider);

	/**
	 * Reserves {@code quantity} (positive) of the position's available quantity (a sell order). A
	 * {@link dev.kontor.shared.RuleViolation} when the account is not Active or less is available.
	 */
	ReservationId reserve(UUID tenantId, DepositAccountId account, String isinCode, TradeProvider provider,
			BigDecimal quantity, String reference);

	/** Gives what is left of a reservation back; nothing happens for one already released or consumed. */
	void release(UUID tenantId, ReservationId reservation);

	/**
	 * Books a movement of securities (with its price) as one balanced movement against the tenant's custody account of
	 * the instrument. A {@link dev.kontor.shared.RuleViolation} when the account is not Active, the reservation named
	 * in {@code settles} is not an open reservation of the position, or the available quantity would go below zero.
	 */
	SecurityMovementId book(UUID tenantId, SecurityBooking booking);
}

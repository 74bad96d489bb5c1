package dev.kontor.accounts;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/**
 * The accounts module as other modules use it: whose an account is, the money of internal accounts (payments,
 * orders) and the securities of deposit accounts (orders). Every method works within one tenant: another tenant's
 * account or reservation is {@link dev.kontor.shared.NotFound}. Every method that changes money or securities joins
 * the caller's transaction (propagation REQUIRED), so a caller books and changes its own rows at once.
 */
public interface Accounts {

	/** The client record an internal account belongs to; empty for an id that is no account of the tenant. */
	Optional<ClientId> clientOfInternalAccount(TenantId tenantId, InternalAccountId internalAccountId);

	/** The client record a deposit account belongs to; empty for an id that is no account of the tenant. */
	Optional<ClientId> clientOfDepositAccount(TenantId tenantId, DepositAccountId depositAccountId);

	/**
	 * Refuses (403) a caller bound to a client record other than the internal account's holder. An id that is no
	 * account of the tenant passes, so that the route answers its 404; callers that act for every client record cost
	 * no lookup.
	 */
	default void requireActsForInternalAccount(Caller caller, InternalAccountId internalAccountId) {
		requireActsForHolder(caller, tenantId -> clientOfInternalAccount(tenantId, internalAccountId));
	}

	/** As {@link #requireActsForInternalAccount}, for a deposit account. */
	default void requireActsForDepositAccount(Caller caller, DepositAccountId depositAccountId) {
		requireActsForHolder(caller, tenantId -> clientOfDepositAccount(tenantId, depositAccountId));
	}

	private void requireActsForHolder(Caller caller, Function<TenantId, Optional<ClientId>> holderInTenant) {
		if (caller.isBoundToClientRecord()) {
			holderInTenant.apply(new TenantId(caller.tenantId()))
				.map(ClientId::value)
				.ifPresent(caller::requireActsFor);
		}
	}

	/**
	 * The ten-digit numbers (contract section 15) of the tenant's accounts of either kind among the ids, for the
	 * documents that name an account to its client; ids that are no account of the tenant are not in the answer.
	 */
	Map<UUID, String> accountNumbers(TenantId tenantId, Collection<UUID> accountIds);

	/** The two accounts an order moves, read together: every order placed reads both. */
	AccountPair accountPair(TenantId tenantId, InternalAccountId internal, DepositAccountId deposit);

	/** An internal and a deposit account, each null for an id that is no account of its kind of the tenant. */
	record AccountPair(@Nullable InternalAccountSnapshot internal, @Nullable DepositAccountSnapshot deposit) {
	}

	/** The internal account with its balance, reserved and available amount. */
	InternalAccountSnapshot internalAccount(TenantId tenantId, InternalAccountId id);

	/**
	 * Reserves {@code amount} (positive) of the account's available amount. A {@link dev.kontor.shared.RuleViolation}
	 * naming the rule when the account is not Active, {@code currencyCode} is not the account's, or less than
	 * {@code amount} is available.
	 */
	ReservationId reserveCash(TenantId tenantId, InternalAccountId account, BigDecimal amount, String currencyCode,
			String reference);

	/**
	 * Gives what is left of a cash reservation back to the available amount; nothing happens for one already released
	 * or consumed.
	 */
	void releaseCash(TenantId tenantId, ReservationId reservation);

	/**
	 * Books a movement of money as one balanced transaction (the account against the tenant's clearing account of the
	 * currency). A {@link dev.kontor.shared.RuleViolation} when the account is not Active (a reversal may still book
	 * on a Suspended account), the currency is not the account's, the reservation named in {@code settles} is not an
	 * open reservation of the account, or the booking would leave the available amount below zero and
	 * {@code mayGoNegative} is false.
	 */
	CashTransactionId bookCash(TenantId tenantId, CashBooking booking);

	/**
	 * Books many movements of money of the tenant, in their order, with the rules, rows, balances and
	 * {@link CashTransactionBooked} events of booking each with {@link #bookCash(TenantId, CashBooking)} after the ones
	 * before it (a booking sees the balance the earlier ones of the list left); the ids in the order of the bookings.
	 * All or nothing: the first booking that breaks a rule throws its {@link dev.kontor.shared.RuleViolation} (an
	 * account that is no account of the tenant a {@link dev.kontor.shared.NotFound}, an amount or reference out of
	 * bounds a {@link dev.kontor.shared.InvalidInput}, all checked before anything is written), and the caller's
	 * transaction, which this call joins, rolls back whatever the call did. For bulk bookings (a corporate action's
	 * payments): the accounts are locked in one statement in the order of their ids (two calls over overlapping
	 * accounts wait for each other rather than deadlock), and the transactions, their entries and the balances are
	 * written in one batch each, so a call costs the same few statements however many bookings it holds; a booking
	 * that settles a reservation adds two (the reservation's lock and its use).
	 */
	List<CashTransactionId> bookCash(TenantId tenantId, List<CashBooking> bookings);

	/** The sum of the balances of the client's internal accounts in the currency; zero when it has none. */
	BigDecimal cashBalanceOfClient(TenantId tenantId, ClientId clientId, String currencyCode);

	DepositAccountSnapshot depositAccount(TenantId tenantId, DepositAccountId id);

	/** The holding of the instrument on the deposit account; zero quantities when nothing is held. */
	PositionSnapshot position(TenantId tenantId, DepositAccountId account, String isinCode, TradeProvider provider);

	/**
	 * Reserves {@code quantity} (positive) of the position's available quantity (a sell order). A
	 * {@link dev.kontor.shared.RuleViolation} when the account is not Active or less is available.
	 */
	ReservationId reserveSecurities(TenantId tenantId, DepositAccountId account, String isinCode,
			TradeProvider provider, BigDecimal quantity, String reference);

	/** Gives what is left of a securities reservation back; nothing happens for one already released or consumed. */
	void releaseSecurities(TenantId tenantId, ReservationId reservation);

	/**
	 * Books a movement of securities (with its price) as one balanced movement against the tenant's custody account of
	 * the instrument. A {@link dev.kontor.shared.RuleViolation} when the account is not Active, the reservation named
	 * in {@code settles} is not an open reservation of the position, or the available quantity would go below zero.
	 */
	SecurityMovementId bookSecurities(TenantId tenantId, SecurityBooking booking);

	/**
	 * Books many movements of securities of the tenant, in their order, with the rules, rows, positions and
	 * {@link SecurityMovementBooked} events of booking each with {@link #bookSecurities(TenantId, SecurityBooking)}
	 * after the ones before it (a movement sees the position the earlier ones of the list left); the ids in the order
	 * of the bookings. All or nothing, as {@link #bookCash(TenantId, List)}: inputs checked first, then the deposit
	 * accounts locked in one statement in the order of their ids, then the rules in order, nothing written before the
	 * first refusal. A call reads the positions in one statement and writes them, the movements and their entries in
	 * one batch each (new positions in one more); a booking that settles a reservation adds two.
	 */
	List<SecurityMovementId> bookSecurities(TenantId tenantId, List<SecurityBooking> bookings);
}

package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionId;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountSnapshot;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.accounts.ReservationId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementId;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The module's {@link Accounts}: holders from the {@link AccountDirectory}, money from the {@link CashBookkeeping},
 * securities from the {@link SecuritiesBookkeeping} and an order's two accounts from the {@link TradingAccountReads},
 * each keeping its own transaction rules; account numbers from the {@link AccountNumberReads}.
 */
@Component
@RequiredArgsConstructor
class AccountsFacade implements Accounts {

	private final AccountDirectory directory;

	private final CashBookkeeping cash;

	private final SecuritiesBookkeeping securities;

	private final TradingAccountReads tradingAccounts;

	private final AccountNumberReads numbers;

	@Override
	public Optional<ClientId> clientOfInternalAccount(TenantId tenantId, InternalAccountId internalAccountId) {
		return directory.clientOfInternalAccount(tenantId, internalAccountId);
	}

	@Override
	public Optional<ClientId> clientOfDepositAccount(TenantId tenantId, DepositAccountId depositAccountId) {
		return directory.clientOfDepositAccount(tenantId, depositAccountId);
	}

	@Override
	public Map<UUID, String> accountNumbers(TenantId tenantId, Collection<UUID> accountIds) {
		return numbers.of(tenantId, accountIds);
	}

	@Override
	public AccountPair accountPair(TenantId tenantId, InternalAccountId internal, DepositAccountId deposit) {
		return tradingAccounts.pair(tenantId.value(), internal, deposit);
	}

	@Override
	public InternalAccountSnapshot internalAccount(TenantId tenantId, InternalAccountId id) {
		return cash.internalAccount(tenantId.value(), id);
	}

	@Override
	public ReservationId reserveCash(TenantId tenantId, InternalAccountId account, BigDecimal amount,
			String currencyCode, String reference) {
		return cash.reserve(tenantId.value(), account, amount, currencyCode, reference);
	}

	@Override
	public void releaseCash(TenantId tenantId, ReservationId reservation) {
		cash.release(tenantId.value(), reservation);
	}

	@Override
	public CashTransactionId bookCash(TenantId tenantId, CashBooking booking) {
		return cash.book(tenantId.value(), booking);
	}

	@Override
	public List<CashTransactionId> bookCash(TenantId tenantId, List<CashBooking> bookings) {
		return cash.bookAll(tenantId.value(), bookings);
	}

	@Override
	public BigDecimal cashBalanceOfClient(TenantId tenantId, ClientId clientId, String currencyCode) {
		return cash.cashBalanceOfClient(tenantId.value(), clientId.value(), currencyCode);
	}

	@Override
	public DepositAccountSnapshot depositAccount(TenantId tenantId, DepositAccountId id) {
		return securities.depositAccount(tenantId.value(), id);
	}

	@Override
	public PositionSnapshot position(TenantId tenantId, DepositAccountId account, String isinCode,
			TradeProvider provider) {
		return securities.position(tenantId.value(), account, isinCode, provider);
	}

	@Override
	public ReservationId reserveSecurities(TenantId tenantId, DepositAccountId account, String isinCode,
			TradeProvider provider, BigDecimal quantity, String reference) {
		return securities.reserve(tenantId.value(), account, isinCode, provider, quantity, reference);
	}

	@Override
	public void releaseSecurities(TenantId tenantId, ReservationId reservation) {
		securities.release(tenantId.value(), reservation);
	}

	@Override
	public SecurityMovementId bookSecurities(TenantId tenantId, SecurityBooking booking) {
		return securities.book(tenantId.value(), booking);
	}

	@Override
	public List<SecurityMovementId> bookSecurities(TenantId tenantId, List<SecurityBooking> bookings) {
		return securities.bookAll(tenantId.value(), bookings);
	}
}

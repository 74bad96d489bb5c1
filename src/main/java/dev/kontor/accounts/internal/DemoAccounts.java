package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.SecurityBooking;
import dev.kontor.accounts.SecurityMovementType;
import dev.kontor.clients.ClientAccountDefaults;
import dev.kontor.clients.Clients;
import dev.kontor.pricefeed.LatestPrices;
import dev.kontor.pricefeed.SimulatedPrices;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.TenantId;

/**
 * The {@code demo} profile's accounts: each demo client record gets an Active euro internal account with a monthly
 * deposit over the last months and an Active deposit account holding a few securities of the demo instruments,
 * bought with money of the internal account, both named as the client record's defaults, so that a newcomer sees
 * balances, transactions and positions at once and may place an order without naming accounts.
 * Everything is booked through the ledgers, in the demo tenant's transaction, which is created once (the demo data
 * is not seeded again on a restart).
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoAccounts {

	private static final List<String> CLIENT_KEYS = List.of("demo-erika-mustermann", "demo-jean-dupont",
			"demo-john-doe", "demo-musterfirma");

	/** Monthly deposits, oldest first, in euro. */
	private static final List<String> DEPOSITS = List.of("2500.00", "750.00", "1200.00", "500.00", "980.50");

	/** Instruments of the demo sample, bought at the latest price or, before the first quote, the simulator's start. */
	private record Purchase(String isinCode, String quantity) {
	}

	private static final List<Purchase> PURCHASES = List.of(new Purchase("DE0007164600", "5"),
			new Purchase("DE0007236101", "8"), new Purchase("DE0008404005", "3"));

	private final InternalAccounts internalAccounts;

	private final DepositAccounts depositAccounts;

	private final CashBookkeeping cash;

	private final SecuritiesBookkeeping securities;

	private final Clients clients;

	private final ClientAccountDefaults defaults;

	private final LatestPrices prices;

	private final Clock clock;

	/** After the clients module's demo listener, which creates the holders, in the tenant's transaction. */
	@EventListener
	@Order(Ordered.LOWEST_PRECEDENCE)
	void on(DemoTenantCreated created) {
		LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
		for (String key : CLIENT_KEYS) {
			UUID clientId = clients.idOfKey(new TenantId(created.tenantId()), key)
				.map(ClientId::value)
				.orElseThrow(() -> new IllegalStateException("The demo client record " + key + " is missing"));
			seed(created.tenantId(), created.userId(), clientId, today);
		}
	}

	private void seed(UUID tenantId, UUID userId, UUID clientId, LocalDate today) {
		UUID internal = internalAccounts.create(tenantId, userId, clientId, "EUR").id();
		internalAccounts.changeStatus(tenantId, userId, internal, AccountStatus.Active, null);
		InternalAccountId account = new InternalAccountId(internal);
		for (int month = 0; month < DEPOSITS.size(); month++) {
			LocalDate valueDate = today.minusMonths(DEPOSITS.size() - month).withDayOfMonth(1).plusDays(2);
			cash.book(tenantId, new CashBooking(account, new BigDecimal(DEPOSITS.get(month)), "EUR",
					CashTransactionType.Deposit, "SEPA direct debit (demo) " + valueDate.getMonth(), valueDate, null,
					false));
		}
		UUID deposit = depositAccounts.create(tenantId, userId, clientId).id();
		depositAccounts.changeStatus(tenantId, userId, deposit, AccountStatus.Active, null);
		defaults.assign(new TenantId(tenantId), userId, new ClientId(clientId), internal, deposit);
		LocalDate tradeDate = today.minusMonths(1);
		for (Purchase purchase : PURCHASES) {
			BigDecimal price = prices.mid(TradeProvider.ProviderA, purchase.isinCode())
				.orElseGet(() -> SimulatedPrices.startingMid(purchase.isinCode()))
				.setScale(2, RoundingMode.HALF_UP);
			BigDecimal quantity = new BigDecimal(purchase.quantity());
			String reference = "Demo purchase " + purchase.isinCode();
			cash.book(tenantId, new CashBooking(account, price.multiply(quantity).negate(), "EUR",
					CashTransactionType.TradeSettlement, reference, tradeDate, null, false));
			SecurityBooking.Entry delivery = new SecurityBooking.Entry(quantity, price, "EUR",
					SecurityMovementType.TradeSettlement, reference, tradeDate);
			securities.book(tenantId, new SecurityBooking(new DepositAccountId(deposit), purchase.isinCode(),
					TradeProvider.ProviderA, delivery, null, false));
		}
	}
}

package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Who holds an instrument, across every tenant: what corporate actions need to know whom an announcement concerns
 * and who is entitled at a record date. Read-only; bookings go through {@link Accounts}.
 */
public interface Holdings {

	/** The tenants with a client record that holds some of the instrument now. */
	Set<TenantId> tenantsHolding(String isinCode);

	/**
	 * Every deposit account's settled holding of the instrument at the end of {@code date}: the sum of its movements
	 * with a value date on or before it, per account and provider, where that sum is above zero.
	 */
	List<SettledHolding> settledAt(String isinCode, LocalDate date);

	/**
	 * The quantity of the instrument a client record of the tenant holds now: its positions' quantities across its
	 * deposit accounts and providers (what an election before the record date may cover); zero when none.
	 */
	BigDecimal heldBy(TenantId tenantId, ClientId clientId, String isinCode);

	/**
	 * The internal account a client's corporate action cash in {@code currencyCode} is paid to: its
	 * {@code preferred} one (the client record's default) when that is its Active account in the currency, else its
	 * only Active account in the currency; empty when there is none or more than one to choose from.
	 */
	Optional<InternalAccountId> payoutAccount(TenantId tenantId, ClientId clientId, String currencyCode,
			@Nullable InternalAccountId preferred);

	/**
	 * {@link #payoutAccount} for many client records at once, in one statement for up to a thousand: the account each
	 * of {@code preferred}'s keys is paid to, its value the client record's default internal account (or null). A
	 * client record without one (none Active in the currency, or several and the preferred not among them) is not in
	 * the answer.
	 */
	Map<ClientId, InternalAccountId> payoutAccounts(TenantId tenantId,
			Map<ClientId, @Nullable InternalAccountId> preferred, String currencyCode);

	/** One deposit account's settled quantity of an instrument. */
	record SettledHolding(TenantId tenantId, ClientId clientId, DepositAccountId depositAccountId,
			TradeProvider provider, BigDecimal quantity) {
	}
}

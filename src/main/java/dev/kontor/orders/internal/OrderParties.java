package dev.kontor.orders.internal;

import java.util.EnumSet;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountSnapshot;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.aml.ClientStanding;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.Clients;
import dev.kontor.clients.TradingParty;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

/**
 * Who an order is of and whose money it moves: the client record (404 for one the tenant does not have, 422 when it
 * may not trade), its AML standing and the two accounts, the client's defaults where the order names none.
 */
@Component
@RequiredArgsConstructor
class OrderParties {

	/** The statuses of a client record that may trade: onboarded here, or onboarded by an external system. */
	static final Set<ClientStatus> TRADING = EnumSet.of(ClientStatus.Onboarded, ClientStatus.External);

	private final Clients clients;

	private final Accounts accounts;

	private final ClientStanding standing;

	/** The accounts an order moves. */
	record OrderAccounts(InternalAccountSnapshot internal, DepositAccountSnapshot deposit) {
	}

	/** The client record a path names: another tenant's or an unknown one answers 404. */
	TradingParty client(UUID tenantId, UUID clientId) {
		return clients.tradingParty(new TenantId(tenantId), new ClientId(clientId))
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
	}

	/** The client record may place orders: trading status and not banned by AML, 422 otherwise. */
	void requireTrading(UUID tenantId, TradingParty client) {
		if (!TRADING.contains(client.status())) {
			throw new RuleViolation("clientId", "must be an Onboarded or External client record; this one is "
					+ client.status());
		}
		if (standing.isBanned(new TenantId(tenantId), new ClientId(client.id()))) {
			throw new RuleViolation("clientId", "is banned by AML (isBanned) and may not trade");
		}
	}

	/** The order's accounts: the named ones or the client's defaults, each Active and the client's own (422). */
	OrderAccounts accounts(UUID tenantId, TradingParty client, @Nullable UUID internalAccountId,
			@Nullable UUID depositAccountId) {
		UUID internalId = internalAccountId != null ? internalAccountId : client.defaultInternalAccountId();
		UUID depositId = depositAccountId != null ? depositAccountId : client.defaultDepositAccountId();
		if (internalId == null) {
			throw new RuleViolation("internalAccountId", "is required: the client record has no default internal "
					+ "account");
		}
		if (depositId == null) {
			throw new RuleViolation("depositAccountId", "is required: the client record has no default deposit "
					+ "account");
		}
		Accounts.AccountPair pair = accounts.accountPair(new TenantId(tenantId), new InternalAccountId(internalId),
				new DepositAccountId(depositId));
		InternalAccountSnapshot internal = pair.internal();
		if (internal == null) {
			throw new RuleViolation("internalAccountId", "is not an internal account of the tenant");
		}
		DepositAccountSnapshot deposit = pair.deposit();
		if (deposit == null) {
			throw new RuleViolation("depositAccountId", "is not a deposit account of the tenant");
		}
		if (!internal.clientId().value().equals(client.id())) {
			throw new RuleViolation("internalAccountId", "must be an internal account of the client record");
		}
		if (!deposit.clientId().value().equals(client.id())) {
			throw new RuleViolation("depositAccountId", "must be a deposit account of the client record");
		}
		if (internal.status() != AccountStatus.Active) {
			throw new RuleViolation("internalAccountId", "must be an Active account; this one is " + internal.status());
		}
		if (deposit.status() != AccountStatus.Active) {
			throw new RuleViolation("depositAccountId", "must be an Active account; this one is " + deposit.status());
		}
		return new OrderAccounts(internal, deposit);
	}
}

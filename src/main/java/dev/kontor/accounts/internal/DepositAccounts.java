package dev.kontor.accounts.internal;

import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.DepositAccountCreated;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountStatusChanged;
import dev.kontor.pricefeed.LatestPrices;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

/**
 * Deposit (securities) accounts: closed only when no position holds or reserves anything; their holdings are read
 * valued at the latest prices.
 */
@Service
public class DepositAccounts extends AccountsOfKind<AccountRow, DepositAccountView, SecurityMovementView> {

	private final SecurityJournal journal;

	private final LatestPrices prices;

	DepositAccounts(AccountTable<AccountRow> table, SecurityJournal journal, LatestPrices prices,
			LifeCycleSupport support) {
		super(table, journal.movements(), support);
		this.journal = journal;
		this.prices = prices;
	}

	/** Opens an account of the client; it starts Initial, holding nothing. */
	@Transactional
	public DepositAccountView create(UUID tenantId, UUID actorId, UUID clientId) {
		return open(tenantId, actorId, clientId, account -> account);
	}

	/** The account's holdings, each valued at the mid of the instrument's latest quote. */
	public List<PositionView> positions(UUID tenantId, UUID id) {
		find(tenantId, id);
		return journal.positions(id)
			.stream()
			.map(position -> PositionValuation.of(position,
					prices.mid(position.provider(), position.isinCode()).orElse(null)))
			.toList();
	}

	@Override
	DepositAccountView view(AccountRow row) {
		return row.depositView();
	}

	@Override
	void requireClosable(AccountRow row) {
		if (!journal.positions(row.id()).isEmpty()) {
			throw new RuleViolation("status", "an account can be closed only when it holds and reserves nothing");
		}
	}

	@Override
	Object created(AccountRow row) {
		return new DepositAccountCreated(new TenantId(row.tenantId()), new DepositAccountId(row.id()),
				new ClientId(row.clientId()));
	}

	@Override
	Object statusChanged(AccountRow row, AccountStatus from, AccountStatus to) {
		return new DepositAccountStatusChanged(new TenantId(row.tenantId()), new DepositAccountId(row.id()),
				new ClientId(row.clientId()), from, to);
	}
}

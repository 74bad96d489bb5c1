package dev.kontor.accounts.internal;

import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.InternalAccountCreated;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountStatusChanged;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

/** Internal (cash) accounts: each in one currency, closed only with a zero balance and nothing reserved. */
@Service
public class InternalAccounts extends AccountsOfKind<InternalAccountRow, InternalAccountView, CashTransactionView> {

	InternalAccounts(AccountTable<InternalAccountRow> table, CashJournal journal, LifeCycleSupport support) {
		super(table, journal.transactions(), support);
	}

	/** Opens an account of the client in the currency; it starts Initial, with nothing on it. */
	@Transactional
	public InternalAccountView create(UUID tenantId, UUID actorId, UUID clientId, String currencyCode) {
		LedgerRules.requireCurrency(currencyCode);
		return open(tenantId, actorId, clientId, account -> InternalAccountRow.opened(account, currencyCode));
	}

	@Override
	InternalAccountView view(InternalAccountRow row) {
		return row.view();
	}

	@Override
	void requireClosable(InternalAccountRow row) {
		if (row.balance().signum() != 0 || row.reservedAmount().signum() != 0) {
			throw new RuleViolation("status", "an account can be closed only with a zero balance "
					+ "and nothing reserved");
		}
	}

	@Override
	Object created(InternalAccountRow row) {
		return new InternalAccountCreated(new TenantId(row.account().tenantId()), new InternalAccountId(row.id()),
				new ClientId(row.clientId()), row.currencyCode());
	}

	@Override
	Object statusChanged(InternalAccountRow row, AccountStatus from, AccountStatus to) {
		return new InternalAccountStatusChanged(new TenantId(row.account().tenantId()),
				new InternalAccountId(row.id()), new ClientId(row.clientId()), from, to);
	}
}

package dev.kontor.accounts.statements;

import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountStatementCreated;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountStatementCreated;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Issues one account's statement of a period in a transaction of its own, with its event. A statement of the same
 * period already issued (by an earlier run or another instance at the same moment) is left as it is.
 */
@Component
@RequiredArgsConstructor
class StatementIssuer {

	private final Statements statements;

	private final IssuingSupport issuing;

	/** The statement issued now; empty when the account already has one of the period. */
	Optional<StatementRow> issue(StatementKind kind, StatementLedger.Account account, StatementPeriod period) {
		if (statements.exists(kind, account.id(), period)) {
			return Optional.empty();
		}
		return issuing.once(() -> {
			StatementRow row = statements.insert(issuing.ids().next(), account.tenantId(), kind, account.id(),
					account.clientId(), period, Timestamps.now(issuing.clock()));
			issuing.events().publishEvent(kind == StatementKind.Internal
					? new InternalAccountStatementCreated(new TenantId(row.tenantId()),
							new InternalAccountId(row.accountId()), new ClientId(row.clientId()), row.year(),
							row.fileNumber())
					: new DepositAccountStatementCreated(new TenantId(row.tenantId()),
							new DepositAccountId(row.accountId()), new ClientId(row.clientId()), row.year(),
							row.fileNumber()));
			return row;
		});
	}
}

package dev.kontor.accounts.statements;

import java.time.Clock;
import java.util.Optional;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountStatementCreated;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountStatementCreated;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Ids;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Issues one account's statement of a period in a transaction of its own, with its event. A statement of the same
 * period already issued (by an earlier run or another instance at the same moment) is left as it is.
 */
@Component
class StatementIssuer {

	private final Statements statements;

	private final ApplicationEventPublisher events;

	private final TransactionTemplate transactions;

	private final Ids ids;

	private final Clock clock;

	StatementIssuer(Statements statements, ApplicationEventPublisher events, TransactionTemplate transactions, Ids ids,
			Clock clock) {
		this.statements = statements;
		this.events = events;
		this.transactions = transactions;
		this.ids = ids;
		this.clock = clock;
	}

	/** The statement issued now; empty when the account already has one of the period. */
	Optional<StatementRow> issue(StatementKind kind, StatementLedger.Account account, StatementPeriod period) {
		if (statements.exists(kind, account.id(), period)) {
			return Optional.empty();
		}
		try {
			return Optional.ofNullable(transactions.execute(status -> {
				StatementRow row = statements.insert(ids.next(), account.tenantId(), kind, account.id(),
						account.clientId(), period, Timestamps.now(clock));
				events.publishEvent(kind == StatementKind.Internal
						? new InternalAccountStatementCreated(new TenantId(row.tenantId()),
								new InternalAccountId(row.accountId()), new ClientId(row.clientId()), row.year(),
								row.fileNumber())
						: new DepositAccountStatementCreated(new TenantId(row.tenantId()),
								new DepositAccountId(row.accountId()), new ClientId(row.clientId()), row.year(),
								row.fileNumber()));
				return row;
			}));
		}
		catch (DataIntegrityViolationException | PessimisticLockingFailureException ex) {
			// issued by another instance at the same moment: its run publishes the event
			return Optional.empty();
		}
	}
}

package dev.kontor.accounts.statements;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.shared.NotFound;

/** The reads of statements within the caller's tenant; another tenant's account is not found. */
@Component
@RequiredArgsConstructor
class StatementReading {

	private final StatementLedger ledger;

	private final Statements statements;

	private final StatementRenderer renderer;

	StatementIndex index(UUID tenantId, StatementKind kind, UUID accountId) {
		account(tenantId, kind, accountId);
		return new StatementIndex(statements.list(tenantId, kind, accountId).stream().map(StatementView::of).toList());
	}

	StatementView entry(UUID tenantId, StatementKind kind, UUID accountId, int year, int fileNumber) {
		return StatementView.of(row(tenantId, kind, accountId, year, fileNumber));
	}

	byte[] pdf(UUID tenantId, StatementKind kind, UUID accountId, int year, int fileNumber) {
		StatementRow row = row(tenantId, kind, accountId, year, fileNumber);
		return renderer.render(row, account(tenantId, kind, accountId));
	}

	private StatementRow row(UUID tenantId, StatementKind kind, UUID accountId, int year, int fileNumber) {
		account(tenantId, kind, accountId);
		return statements.find(tenantId, kind, accountId, year, fileNumber)
			.orElseThrow(() -> new NotFound("No statement " + year + "/" + fileNumber + " of the account"));
	}

	private StatementLedger.Account account(UUID tenantId, StatementKind kind, UUID accountId) {
		return ledger.account(tenantId, kind, accountId)
			.orElseThrow(() -> new NotFound("No " + (kind == StatementKind.Internal ? "internal" : "deposit")
					+ " account " + accountId));
	}
}

package dev.kontor.accounts.statements;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;

import dev.kontor.accounts.AccountBook;
import dev.kontor.accounts.AccountListing;
import dev.kontor.accounts.BookingLine;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.StatementListing;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** {@link AccountBook} from the account tables and the statements the API serves. */
@Service
@RequiredArgsConstructor
class AccountBookFacade implements AccountBook {

	private final AccountBookReads reads;

	private final StatementReading statements;

	@Override
	public List<AccountListing> accountsOfClient(TenantId tenantId, ClientId clientId) {
		return reads.accountsOfClient(tenantId, clientId);
	}

	@Override
	public Optional<AccountListing> internalAccount(TenantId tenantId, InternalAccountId id) {
		return reads.internalAccount(tenantId, id);
	}

	@Override
	public List<BookingLine> bookings(TenantId tenantId, InternalAccountId id, int offset, int limit) {
		return reads.bookings(tenantId, id, Math.clamp(offset, 0, MAX_OFFSET), Math.clamp(limit, 1, MAX_ROWS));
	}

	@Override
	public List<StatementListing> statements(TenantId tenantId, InternalAccountId id) {
		return statements.index(tenantId.value(), StatementKind.Internal, id.value())
			.data()
			.stream()
			.map(view -> new StatementListing(view.year(), view.fileNumber(), view.month(), view.periodStart(),
					view.periodEnd(), view.complete()))
			.sorted(Comparator.comparing(StatementListing::periodStart).reversed())
			.toList();
	}

	@Override
	public byte[] statementPdf(TenantId tenantId, InternalAccountId id, int year, int fileNumber) {
		return statements.pdf(tenantId.value(), StatementKind.Internal, id.value(), year, fileNumber);
	}
}

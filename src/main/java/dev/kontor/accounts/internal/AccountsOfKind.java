package dev.kontor.accounts.internal;

import java.time.LocalDate;
import java.util.UUID;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;

/**
 * The accounts of one kind, of one tenant at a time, written once for both kinds: opened Initial for a client record
 * that may hold them, read with their version (their entity tag), listed a page at a time, moved along their life
 * cycle ({@link AccountStatus}) over the version read, and their journal read. A kind adds how it opens an account,
 * how it answers one, what a close needs of it, and the events it publishes.
 *
 * @param <R> the kind's row
 * @param <V> the kind's account as the API answers it
 * @param <B> a booking of the kind's journal as the API answers it
 */
public abstract class AccountsOfKind<R, V, B> {

	private final AccountTable<R> table;

	private final JournalRows<B> journal;

	private final LifeCycleSupport support;

	AccountsOfKind(AccountTable<R> table, JournalRows<B> journal, LifeCycleSupport support) {
		this.table = table;
		this.journal = journal;
		this.support = support;
	}

	abstract V view(R row);

	/** A {@link dev.kontor.shared.RuleViolation} (422) when the account holds or reserves what a close forbids. */
	abstract void requireClosable(R row);

	abstract Object created(R row);

	abstract Object statusChanged(R row, AccountStatus from, AccountStatus to);

	/** Opens an account of the client: Initial, with {@code ofKind} adding what the kind's row holds besides. */
	V open(UUID tenantId, UUID actorId, UUID clientId, Function<AccountRow, R> ofKind) {
		support.holders().requireHolder(tenantId, clientId);
		R row = ofKind.apply(
				AccountRow.opened(support.ids().next(), tenantId, clientId, support.numbers().next(),
						Timestamps.now(support.clock()), actorId));
		table.insert(row);
		support.events().publishEvent(created(row));
		return view(row);
	}

	/** The account with its version, which is its entity tag. */
	public Versioned<V> read(UUID tenantId, UUID id) {
		Versioned<R> row = find(tenantId, id);
		return new Versioned<>(view(row.value()), row.version());
	}

	public PagedWithIsLastPage<V> list(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status,
			PageRequest page) {
		var rows = table.list(tenantId, clientId, status, page);
		return PagedWithIsLastPage.of(page, page.totalRecordCount(rows, () -> table.count(tenantId, clientId, status)),
				rows.stream().map(this::view).toList());
	}

	/**
	 * Moves the account to {@code target} if its life cycle allows and it is at {@code expectedVersion} (null: any);
	 * the current status again changes nothing. Closing needs nothing held and nothing reserved (422), checked here to
	 * name the rule and again by the statement that closes.
	 */
	@Transactional
	public Versioned<V> changeStatus(UUID tenantId, UUID actorId, UUID id, AccountStatus target,
			@Nullable Long expectedVersion) {
		String noun = table.kind().noun;
		Versioned<R> read = find(tenantId, id);
		if (!read.matches(expectedVersion)) {
			throw new PreconditionFailed("The " + noun + " is no longer at the version If-Match names");
		}
		R current = read.value();
		AccountStatus from = table.account(current).status();
		if (!StatusMoves.requireAllowed(noun, from, target)) {
			return new Versioned<>(view(current), read.version());
		}
		if (target == AccountStatus.Closed) {
			requireClosable(current);
		}
		if (!table.updateStatus(tenantId, id, target, Timestamps.now(support.clock()), actorId, read.version())) {
			throw new Conflict("The " + noun + " was changed by another request while this one was processed; "
					+ "read it again and repeat the change if it still applies");
		}
		support.events().publishEvent(statusChanged(current, from, target));
		return read(tenantId, id);
	}

	/** The account's bookings on the days {@code dateFrom} to {@code dateTo} (both inclusive, UTC), oldest first. */
	public PagedWithIsLastPage<B> bookings(UUID tenantId, UUID id, @Nullable LocalDate dateFrom,
			@Nullable LocalDate dateTo, PageRequest page) {
		find(tenantId, id);
		BookingDays days = BookingDays.of(dateFrom, dateTo);
		var rows = journal.list(id, days.from(), days.until(), page);
		return PagedWithIsLastPage.of(page,
				page.totalRecordCount(rows, () -> journal.count(id, days.from(), days.until())), rows);
	}

	public B booking(UUID tenantId, UUID id, UUID bookingId) {
		return journal.find(tenantId, id, bookingId)
			.orElseThrow(() -> new NotFound("No transaction with this id exists on the " + table.kind().noun));
	}

	/** The account's row, or 404 for an id that is no account of the kind of the tenant. */
	Versioned<R> find(UUID tenantId, UUID id) {
		return table.require(tenantId, id);
	}
}

package dev.kontor.bankaccounts.internal;

import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountAmlClosed;
import dev.kontor.bankaccounts.BankAccountCreated;
import dev.kontor.bankaccounts.BankAccountDetails;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.bankaccounts.BankAccountStatusChanged;
import dev.kontor.bankaccounts.BankAccountValidation;
import dev.kontor.bankaccounts.FullBankAccount;
import dev.kontor.bankaccounts.NewBankAccount;
import dev.kontor.bankaccounts.ValidationMethod;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;

/** Creates, lists and moves bank accounts of one tenant at a time, publishing a domain event with each change. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class BankAccountManagement {

	private final BankAccountStore store;

	private final ValidationStore validations;

	private final Clients clients;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	@Transactional
	public BankAccount create(UUID tenantId, UUID actorId, NewBankAccount request) {
		return create(tenantId, actorId, request.alias(), request.clientIds(), request.details());
	}

	/** A bank account of the client records {@code clientIds}, Initial, with a validation of method None. */
	@Transactional
	public BankAccount create(UUID tenantId, UUID actorId, @Nullable String alias, List<UUID> clientIds,
			BankAccountDetails details) {
		Map<String, List<String>> problems = BankAccountRules.problemsOf(details);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The bank account has invalid fields", problems);
		}
		Set<UUID> owners = new LinkedHashSet<>(clientIds);
		Set<ClientId> unknown = clients.unknownAmong(new TenantId(tenantId),
				owners.stream().map(ClientId::new).toList());
		if (!unknown.isEmpty()) {
			throw new RuleViolation("clientIds", "are not client records of the tenant: " + unknown);
		}
		ChangeTrail trail = ChangeTrail.startedBy(actorId, Timestamps.now(clock));
		BankAccount account = new BankAccount(ids.next(), tenantId, List.copyOf(owners), alias, details,
				BankAccountStatus.Initial, null, trail);
		store.insert(account);
		validations.insert(account.id(), new BankAccountValidation(ids.next(), ValidationMethod.None, false, null,
				null, List.of(), trail));
		events.publishEvent(new BankAccountCreated(new TenantId(tenantId), new BankAccountId(account.id())));
		return account;
	}

	/** Moves the account to {@code target} if its life cycle allows; asking for the current status changes nothing. */
	@Transactional
	public BankAccount changeStatus(UUID tenantId, UUID actorId, UUID id, BankAccountStatus target,
			@Nullable String closeOrDeleteReason) {
		return changeStatus(tenantId, actorId, id, target, closeOrDeleteReason, null).value();
	}

	/**
	 * As {@link #changeStatus(UUID, UUID, UUID, BankAccountStatus, String)}, if the account is at
	 * {@code expectedVersion} (null: whatever version it is at).
	 */
	@Transactional
	public Versioned<BankAccount> changeStatus(UUID tenantId, UUID actorId, UUID id, BankAccountStatus target,
			@Nullable String closeOrDeleteReason, @Nullable Long expectedVersion) {
		Versioned<BankAccount> read = read(tenantId, id);
		if (!read.matches(expectedVersion)) {
			throw new PreconditionFailed("The bank account is no longer at the version If-Match names");
		}
		BankAccount current = read.value();
		if (current.status() == target) {
			return read;
		}
		if (!current.status().canMoveTo(target)) {
			throw new Conflict("A bank account cannot move from " + current.status() + " to " + target + "; from "
					+ current.status() + " it can move to " + current.status().next());
		}
		return move(read, actorId, target, closeOrDeleteReason);
	}

	/**
	 * Closes the account because of AML regulations: from any status but Closed and Deleted, whatever its life cycle
	 * otherwise allows, since the officer's closure cannot wait for the account to pass through InClosure.
	 */
	@Transactional
	public BankAccount closeForAml(UUID tenantId, UUID actorId, UUID id, @Nullable String reason) {
		Versioned<BankAccount> read = read(tenantId, id);
		BankAccount current = read.value();
		if (current.status() == BankAccountStatus.Closed || current.status() == BankAccountStatus.Deleted) {
			throw new Conflict("A bank account in status " + current.status() + " cannot be closed");
		}
		BankAccount closed = move(read, actorId, BankAccountStatus.Closed, reason).value();
		events.publishEvent(new BankAccountAmlClosed(new TenantId(tenantId), new BankAccountId(id), current.status()));
		return closed;
	}

	/**
	 * Writes the move over the version read: when another request changed the account meanwhile, its change stands
	 * and this one answers 409, since the rule that allowed the move was checked against a state that is gone.
	 */
	private Versioned<BankAccount> move(Versioned<BankAccount> read, UUID actorId, BankAccountStatus target,
			@Nullable String reason) {
		BankAccount current = read.value();
		BankAccount changed = current.movedTo(target, reason, actorId, Timestamps.now(clock));
		if (!store.updateStatus(changed, read.version())) {
			throw new Conflict("The bank account was changed by another request while this one was processed; "
					+ "read it again and repeat the change if it still applies");
		}
		events.publishEvent(new BankAccountStatusChanged(new TenantId(current.tenantId()),
				new BankAccountId(current.id()), current.status(), target));
		return read.next(changed);
	}

	public BankAccount get(UUID tenantId, UUID id) {
		return read(tenantId, id).value();
	}

	/** The account with its version, which is its entity tag. */
	public Versioned<BankAccount> read(UUID tenantId, UUID id) {
		return store.findVersioned(tenantId, id).orElseThrow(() -> new NotFound("No bank account with this id exists"));
	}

	/**
	 * Takes the account for a change of its validation or documents (see {@link BankAccountStore#touch}), 404 for
	 * an account the tenant does not have.
	 */
	void touch(UUID tenantId, UUID id) {
		if (!store.touch(tenantId, id)) {
			throw new NotFound("No bank account with this id exists");
		}
	}

	public FullBankAccount getFull(UUID tenantId, UUID id) {
		return readFull(tenantId, id).value();
	}

	/** The account with its validation and owners, and the version of the account as read. */
	public Versioned<FullBankAccount> readFull(UUID tenantId, UUID id) {
		Versioned<BankAccount> read = read(tenantId, id);
		BankAccount account = read.value();
		return new Versioned<>(new FullBankAccount(account, validations.find(id).orElse(null), account.clientIds()
			.stream()
			.map(clientId -> clients.find(new TenantId(tenantId), new ClientId(clientId)))
			.flatMap(Optional::stream)
			.toList()), read.version());
	}

	public PagedWithIsLastPage<BankAccount> list(BankAccountFilter filter, PageRequest page) {
		if (!filter.isNarrowed()) {
			throw new InvalidInput("At least one of accountId, iban, accountNumber, dateTimeStart and dateTimeEnd "
					+ "is required", Map.of("accountId", List.of("or iban, accountNumber, dateTimeStart, dateTimeEnd "
							+ "is required")));
		}
		Instant start = filter.created().dateTimeStart();
		Instant end = filter.created().dateTimeEnd();
		if (start != null && end != null && !start.isBefore(end)) {
			throw new InvalidInput("dateTimeEnd", "must be after dateTimeStart");
		}
		var records = store.list(filter, page);
		return PagedWithIsLastPage.of(page, page.totalRecordCount(records, () -> store.count(filter)), records);
	}
}

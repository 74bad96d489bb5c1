package dev.kontor.clients.internal;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.BankAccountOwnership;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientAudit;
import dev.kontor.clients.ClientChurchTax;
import dev.kontor.clients.ClientCreated;
import dev.kontor.clients.ClientDefaultAccounts;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientKistamQueryAnswered;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientStatusChanged;
import dev.kontor.clients.ClientUpdated;
import dev.kontor.clients.ClientAccountDefaults;
import dev.kontor.clients.Clients;
import dev.kontor.clients.TradingParty;
import dev.kontor.clients.DefaultAccountsCheck;
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

/**
 * Creates, changes and lists client records of one tenant at a time, and publishes a domain event in the same
 * transaction as each change.
 */
@Service
public class ClientManagement implements Clients, ClientAccountDefaults {

	private final ClientStore store;

	private final BankAccountOwnership bankAccounts;

	private final DefaultAccountsCheck defaultAccounts;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	ClientManagement(ClientStore store, BankAccountOwnership bankAccounts,
			ObjectProvider<DefaultAccountsCheck> defaultAccounts, ApplicationEventPublisher events, Ids ids,
			Clock clock) {
		this.store = store;
		this.bankAccounts = bankAccounts;
		this.defaultAccounts = defaultAccounts.getIfAvailable(() -> DefaultAccountsCheck.PERMISSIVE);
		this.events = events;
		this.ids = ids;
		this.clock = clock;
	}

	@Transactional
	public Client create(TenantId tenantId, UUID actorId, ClientDetails details) {
		check(tenantId, details, null);
		Instant now = Timestamps.now(clock);
		Client client = new Client(ids.next(), tenantId.value(), ClientStatus.Initial, details,
				ClientAudit.created(now, actorId));
		try {
			store.insert(client);
		}
		catch (DuplicateKeyException ex) {
			throw clientKeyTaken();
		}
		events.publishEvent(new ClientCreated(tenantId.value(), client.id()));
		return client;
	}

	@Transactional
	public Client update(TenantId tenantId, UUID actorId, ClientId clientId, ClientDetails details) {
		return update(tenantId, actorId, clientId, details, null).value();
	}

	@Override
	@Transactional
	public void assign(TenantId tenantId, UUID actorId, ClientId clientId, UUID internalAccountId,
			UUID depositAccountId) {
		Client client = get(tenantId, clientId);
		update(tenantId, actorId, clientId, client.details().withDefaultAccounts(internalAccountId, depositAccountId));
	}

	/**
	 * Replaces the details of the record if it is at {@code expectedVersion} (null: whatever version it is at) and
	 * not deleted. The write names the version read, so that a record deleted meanwhile stays deleted: 409.
	 */
	@Transactional
	public Versioned<Client> update(TenantId tenantId, UUID actorId, ClientId clientId, ClientDetails details,
			@Nullable Long expectedVersion) {
		Versioned<Client> read = read(tenantId, clientId, expectedVersion);
		Client current = read.value();
		if (current.status() == ClientStatus.Deleted) {
			throw new Conflict("A deleted client record cannot be changed");
		}
		check(tenantId, details, clientId);
		Client changed = new Client(current.id(), current.tenantId(), current.status(), details,
				current.audit().changed(Timestamps.now(clock), actorId), current.churchTax());
		try {
			write(changed, read.version());
		}
		catch (DuplicateKeyException ex) {
			throw clientKeyTaken();
		}
		events.publishEvent(new ClientUpdated(tenantId.value(), clientId.value()));
		return read.next(changed);
	}

	/** Moves the client to {@code target} if its life cycle allows; asking for the current status changes nothing. */
	@Transactional
	public Client changeStatus(TenantId tenantId, UUID actorId, ClientId clientId, ClientStatus target) {
		return changeStatus(tenantId, actorId, clientId, target, null).value();
	}

	/** As {@link #changeStatus(TenantId, UUID, ClientId, ClientStatus)}, if the record is at {@code expectedVersion}. */
	@Transactional
	public Versioned<Client> changeStatus(TenantId tenantId, UUID actorId, ClientId clientId, ClientStatus target,
			@Nullable Long expectedVersion) {
		Versioned<Client> read = read(tenantId, clientId, expectedVersion);
		Client current = read.value();
		if (current.status() == target) {
			return read;
		}
		if (!current.status().canMoveTo(target)) {
			throw new Conflict("A client record cannot move from " + current.status() + " to " + target
					+ "; from " + current.status() + " it can move to " + current.status().next());
		}
		Instant now = Timestamps.now(clock);
		ClientAudit audit = target == ClientStatus.Deleted ? current.audit().deleted(now, actorId)
				: current.audit().changed(now, actorId);
		Client changed = new Client(current.id(), current.tenantId(), target, current.details(), audit,
				current.churchTax());
		write(changed, read.version());
		events.publishEvent(new ClientStatusChanged(tenantId.value(), clientId.value(), current.status(), target));
		return read.next(changed);
	}

	@Override
	@Transactional
	public boolean onboardIfInitial(TenantId tenantId, ClientId clientId, UUID actorId) {
		Versioned<Client> read = read(tenantId, clientId);
		if (read.value().status() != ClientStatus.Initial) {
			return false;
		}
		changeStatus(tenantId, actorId, clientId, ClientStatus.Onboarded, read.version());
		return true;
	}

	/**
	 * Stores the tax authority's answer to a church tax query on the record (an attribute or none, and when it came)
	 * and tells with {@link ClientKistamQueryAnswered}; the caller makes sure to do so once per query.
	 */
	@Transactional
	public void recordChurchTax(TenantId tenantId, ClientId clientId, ClientChurchTax churchTax) {
		if (store.recordChurchTax(tenantId, clientId, churchTax)) {
			events.publishEvent(new ClientKistamQueryAnswered(tenantId.value(), clientId.value()));
		}
	}

	/** The record with its version, which is its entity tag. */
	public Versioned<Client> read(TenantId tenantId, ClientId clientId) {
		return store.findVersioned(tenantId, clientId)
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
	}

	private Versioned<Client> read(TenantId tenantId, ClientId clientId, @Nullable Long expectedVersion) {
		Versioned<Client> read = read(tenantId, clientId);
		if (!read.matches(expectedVersion)) {
			throw new PreconditionFailed("The client record is no longer at the version If-Match names");
		}
		return read;
	}

	/** The record has been written since it was read (the other write stands): the caller reads it again. */
	private void write(Client changed, long readVersion) {
		if (!store.update(changed, readVersion)) {
			throw new Conflict("The client record was changed by another request while this one was processed; "
					+ "read it again and repeat the change if it still applies");
		}
	}

	public Client get(TenantId tenantId, ClientId clientId) {
		return store.find(tenantId, clientId).orElseThrow(() -> new NotFound("No client record with this id exists"));
	}

	public PagedWithIsLastPage<Client> list(ClientFilter filter, PageRequest page) {
		ClientFilter.Created created = filter.created();
		if (created.dateTimeBegin() != null && created.dateTimeEnd() != null
				&& !created.dateTimeBegin().isBefore(created.dateTimeEnd())) {
			throw new InvalidInput("dateTimeEnd", "must be after dateTimeBegin");
		}
		var records = store.list(filter, page);
		return PagedWithIsLastPage.of(page, page.totalRecordCount(records, () -> store.count(filter)), records);
	}

	@Override
	public Optional<Client> find(TenantId tenantId, ClientId clientId) {
		return store.find(tenantId, clientId);
	}

	@Override
	public Optional<TradingParty> tradingParty(TenantId tenantId, ClientId clientId) {
		return store.tradingParty(tenantId, clientId);
	}

	@Override
	public Map<ClientId, TradingParty> tradingParties(TenantId tenantId, Collection<ClientId> clientIds) {
		return store.tradingParties(tenantId, clientIds);
	}

	@Override
	public Optional<ClientId> idOfKey(TenantId tenantId, String clientKey) {
		return store.idOfKey(tenantId, clientKey);
	}

	@Override
	public Set<ClientId> unknownAmong(TenantId tenantId, Collection<ClientId> clientIds) {
		Set<ClientId> unknown = new HashSet<>(clientIds);
		unknown.removeAll(store.existing(tenantId, clientIds));
		return unknown;
	}

	private void check(TenantId tenantId, ClientDetails details, @Nullable ClientId clientId) {
		Map<String, List<String>> problems = ClientRules.problemsOf(details, LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC));
		if (!problems.isEmpty()) {
			throw new InvalidInput("The client record has invalid fields", problems);
		}
		if (store.clientKeyTaken(tenantId, details.clientKey(), clientId)) {
			throw clientKeyTaken();
		}
		UUID partnerTo = details.personalData().partnerTo();
		if (partnerTo != null && (clientId != null && partnerTo.equals(clientId.value())
				|| store.find(tenantId, new ClientId(partnerTo)).isEmpty())) {
			throw new RuleViolation("partnerTo", "must be another client record of the tenant");
		}
		ClientDefaultAccounts defaults = details.defaultAccounts();
		if (defaults.defaultBankAccountId() != null && (clientId == null
				|| !bankAccounts.isOwnedBy(tenantId, defaults.defaultBankAccountId(), clientId))) {
			throw new RuleViolation("defaultBankAccountId", "must be a bank account the client owns");
		}
		if (defaults.defaultInternalAccountId() != null && (clientId == null || !defaultAccounts
			.isActiveInternalAccountOf(tenantId, defaults.defaultInternalAccountId(), clientId))) {
			throw new RuleViolation("defaultInternalAccountId", "must be an Active internal account of the client");
		}
		if (defaults.defaultDepositAccountId() != null && (clientId == null || !defaultAccounts
			.isActiveDepositAccountOf(tenantId, defaults.defaultDepositAccountId(), clientId))) {
			throw new RuleViolation("defaultDepositAccountId", "must be an Active deposit account of the client");
		}
	}

	private static RuleViolation clientKeyTaken() {
		return new RuleViolation("clientKey", "is already the key of another client record of the tenant");
	}
}

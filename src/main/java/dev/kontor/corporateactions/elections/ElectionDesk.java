package dev.kontor.corporateactions.elections;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.Clients;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Election;
import dev.kontor.corporateactions.announcements.ActionSchedule;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Where client records elect for corporate actions with choice (contract section 10): one election a record and
 * action, replaced by the next. The action stays locked while an election is decided and saved, so that an election
 * either lands before the action's entitlements are fixed or its bookings read the elections, or is judged by where the
 * action stands after them.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class ElectionDesk {

	private static final Logger log = LoggerFactory.getLogger(ElectionDesk.class);

	private final ActionSchedule schedule;

	private final Clients clients;

	private final EntitledQuantity entitled;

	private final Elections elections;

	private final Clock clock;

	/** What a client record chooses: {@code quantity} of its entitled shares for the option {@code optionNumber}. */
	public record Choice(int optionNumber, BigDecimal quantity) {
	}

	/** An election saved, and whether the client record had none before. */
	public record Recorded(Election election, boolean created) {
	}

	/**
	 * Saves or replaces the election of one of the tenant's client records: 404 for an unknown action or a client
	 * record not of the tenant, 400 for an option the action does not offer, 422 when the action takes no election
	 * (mandatory, cancelled, processed, past its deadline) or the quantity is above the entitled one. The same choice
	 * again changes nothing.
	 */
	@Transactional
	public Recorded elect(TenantId tenantId, CorporateActionId id, ClientId clientId, Choice choice) {
		CorporateAction action = schedule.lock(id).orElseThrow(() -> unknownAction(id));
		if (!clients.unknownAmong(tenantId, List.of(clientId)).isEmpty()) {
			throw new NotFound("No client record " + clientId.value() + " is known");
		}
		Instant now = Timestamps.now(clock);
		ElectionRules.requireOpen(action, LocalDate.ofInstant(now, ZoneOffset.UTC));
		ElectionRules.requireOffered(action, choice.optionNumber());
		ElectionRules.requireWithin(choice.quantity(), entitled.of(tenantId, action, clientId));
		return save(tenantId, new Election(id, clientId.value(), choice.optionNumber(),
				Decimals.plain(choice.quantity()), now, now));
	}

	/** Inserts the election, or replaces the record's one keeping its created date; the same one again stays. */
	private Recorded save(TenantId tenantId, Election election) {
		Optional<Election> existing = elections.find(election.corporateActionId(), tenantId,
				new ClientId(election.clientId()));
		if (existing.isPresent() && existing.get().optionNumber() == election.optionNumber()
				&& existing.get().quantity().compareTo(election.quantity()) == 0) {
			return new Recorded(existing.get(), false);
		}
		Recorded recorded;
		if (existing.isEmpty()) {
			recorded = new Recorded(election, true);
			elections.insert(tenantId, election);
		}
		else {
			recorded = new Recorded(new Election(election.corporateActionId(), election.clientId(),
					election.optionNumber(), election.quantity(), existing.get().createdDate(), election.updatedDate()),
					false);
			elections.update(tenantId, recorded.election());
		}
		log.info("Election saved: corporateActionId={} tenantId={} clientId={} optionNumber={} quantity={} created={}",
				election.corporateActionId().value(), tenantId.value(), election.clientId(), election.optionNumber(),
				election.quantity().toPlainString(), recorded.created());
		return recorded;
	}

	/**
	 * The election of one of the tenant's client records; 404 when it made none, the action or the record being
	 * unknown to the tenant among the reasons.
	 */
	public Election find(TenantId tenantId, CorporateActionId id, ClientId clientId) {
		return elections.find(id, tenantId, clientId)
			.orElseThrow(() -> new NotFound("No election of client record " + clientId.value()
					+ " for corporate action " + id.value() + " is known"));
	}

	private static NotFound unknownAction(CorporateActionId id) {
		return new NotFound("No corporate action " + id.value() + " is known");
	}
}

package dev.kontor.clients.kistam;

import java.time.Clock;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.Client;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.internal.ClientManagement;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The church tax queries of client records (contract section 11): made on request here, at onboarding by {@link
 * KistamOnboarding} and yearly by {@link YearlyKistam}; {@link KistamAnswers} sends them to the tax authority.
 */
@Service
@RequiredArgsConstructor
public class KistamQueries {

	/** The most queries of a client record a list answers, the newest. */
	public static final int LIST_LIMIT = 100;

	private final KistamQueryStore store;

	private final ClientManagement clients;

	private final Clock clock;

	/** A query of the client record on request: it must have a tax identification number and not be deleted. */
	@Transactional
	public KistamQuery request(TenantId tenantId, ClientId clientId) {
		Client client = clients.get(tenantId, clientId);
		if (client.status() == ClientStatus.Deleted) {
			throw new Conflict("A deleted client record is not queried for church tax");
		}
		if (client.details().tax().taxIdentificationNumber() == null) {
			throw new RuleViolation("taxIdentificationNumber", "The client record has no taxIdentificationNumber; "
					+ "the tax authority is asked by it, so set it first");
		}
		return store.insert(tenantId, clientId, KistamQueryReason.Manual, Timestamps.now(clock));
	}

	/** The newest {@link #LIST_LIMIT} queries of the client record, newest first. */
	public List<KistamQuery> list(TenantId tenantId, ClientId clientId) {
		clients.get(tenantId, clientId);
		return store.newest(tenantId, clientId, LIST_LIMIT);
	}
}

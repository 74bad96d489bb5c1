package dev.kontor.kyc.sessions;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;

import dev.kontor.clients.Clients;
import dev.kontor.kyc.KycProvider;
import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.KycSessionCreated;
import dev.kontor.kyc.KycSessionStatus;
import dev.kontor.kyc.KycSessions;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.Sha256;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Starts KYC sessions of the tenant's client records and reads them. A session is idempotent by its
 * {@code initiatorKycId}: the same request again answers the stored session, another request with that id is a
 * conflict.
 */
@Service
@RequiredArgsConstructor
public class KycSessionManagement implements KycSessions {

	private final KycSessionStore store;

	private final KycProviders providers;

	private final Clients clients;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	private final TransactionOperations transactions;

	/** A session, and whether this request started it (false: a repetition of the request that did). */
	public record Started(KycSession session, boolean created) {
	}

	public Started start(TenantId tenantId, ClientId clientId, SessionRequest request) {
		SessionRequestRules.check(request, providers.names());
		requireClient(tenantId, clientId);
		String requestHash = Sha256.hex(request.provider() + "\n" + request.redirectUrl());
		Optional<Started> repeated = repeated(tenantId, clientId, request, requestHash);
		if (repeated.isPresent()) {
			return repeated.get();
		}
		KycProvider provider = providers.find(request.provider()).orElseThrow();
		// The provider is asked before anything is stored: it may be remote, and no transaction waits for it.
		KycProvider.StartedVerification started = provider.start(new KycProvider.VerificationRequest(tenantId.value(),
				clientId.value(), request.initiatorKycId(), URI.create(request.redirectUrl())));
		Instant now = Timestamps.now(clock);
		KycSession session = new KycSession(request.initiatorKycId(), clientId.value(), provider.name(),
				KycSessionStatus.Created, started.verificationUrl().toString(), request.redirectUrl(), null, List.of(),
				now, now);
		try {
			transactions.executeWithoutResult(status -> {
				store.insert(new StoredSession(ids.next(), tenantId.value(), requestHash, started.reference(), null,
						session));
				events.publishEvent(new KycSessionCreated(tenantId.value(), clientId.value(), session.initiatorKycId()));
			});
		}
		catch (DuplicateKeyException ex) {
			// Another request with this initiatorKycId stored its session first.
			return repeated(tenantId, clientId, request, requestHash).orElseThrow(() -> ex);
		}
		return new Started(session, true);
	}

	private Optional<Started> repeated(TenantId tenantId, ClientId clientId, SessionRequest request,
			String requestHash) {
		return store.find(tenantId.value(), clientId.value(), request.initiatorKycId()).map(stored -> {
			if (!stored.requestHash().equals(requestHash)) {
				throw new Conflict("A KYC session with this initiatorKycId exists with another provider or "
						+ "redirectUrl");
			}
			return new Started(stored.view(), false);
		});
	}

	@Override
	public Optional<KycSession> find(TenantId tenantId, ClientId clientId, String initiatorKycId) {
		return store.find(tenantId.value(), clientId.value(), initiatorKycId).map(StoredSession::view);
	}

	public KycSession get(TenantId tenantId, ClientId clientId, String initiatorKycId) {
		requireClient(tenantId, clientId);
		return find(tenantId, clientId, initiatorKycId)
			.orElseThrow(() -> new NotFound("No KYC session with this initiatorKycId exists"));
	}

	@Override
	public List<KycSession> ofClient(TenantId tenantId, ClientId clientId) {
		requireClient(tenantId, clientId);
		return store.ofClient(tenantId.value(), clientId.value()).stream().map(StoredSession::view).toList();
	}

	/** The session the provider names {@code reference}, if it is still open: what the provider's page may show. */
	public Optional<KycSession> openByReference(String provider, String reference) {
		return store.findByReference(provider, reference).map(StoredSession::view).filter(s -> s.status().isOpen());
	}

	private void requireClient(TenantId tenantId, ClientId clientId) {
		if (clients.tradingParty(tenantId, clientId).isEmpty()) {
			throw new NotFound("No client record with this id exists");
		}
	}
}

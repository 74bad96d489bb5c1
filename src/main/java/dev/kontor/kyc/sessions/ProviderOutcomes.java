package dev.kontor.kyc.sessions;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDocumentId;
import dev.kontor.clients.Clients;
import dev.kontor.kyc.KycResult;
import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.KycSessionStatus;
import dev.kontor.kyc.KycSessionStatusChanged;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.security.Caller;

/**
 * Applies what providers report to their sessions, each in the transaction of the callback that reported it. A
 * finished session never changes again; {@code Started} of a session already pending changes nothing.
 */
@Service
@RequiredArgsConstructor
public class ProviderOutcomes {

	static final String NAME_MISMATCH = "NameMismatch";

	static final String DATE_OF_BIRTH_MISMATCH = "DateOfBirthMismatch";

	static final String DECLINED_BY_PROVIDER = "DeclinedByProvider";

	private final KycSessionStore store;

	private final Clients clients;

	private final Onboarding onboarding;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	public boolean exists(String provider, String reference) {
		return store.findByReference(provider, reference).isPresent();
	}

	@Transactional
	public KycSession record(String provider, ProviderOutcome outcome) {
		StoredSession stored = store.lockByReference(provider, outcome.reference())
			.orElseThrow(() -> new NotFound("No KYC session of this provider has this reference"));
		KycSession session = stored.view();
		if (outcome.event() == ProviderOutcome.Event.Started && session.status() != KycSessionStatus.Created) {
			return session;
		}
		if (!session.status().isOpen()) {
			throw new Conflict("The KYC session is " + session.status() + " and changes no more");
		}
		TenantId tenantId = new TenantId(stored.tenantId());
		UUID actorId = Caller.actorIdOfClient("kyc-provider:" + provider);
		return switch (outcome.event()) {
			case Started -> move(stored, KycSessionStatus.Pending, null, List.of(), null);
			case Cancelled -> move(stored, KycSessionStatus.Cancelled, null, List.of(), null);
			case Declined -> declined(stored, tenantId, outcome);
			case Approved -> approved(stored, tenantId, outcome, actorId);
		};
	}

	private KycSession declined(StoredSession stored, TenantId tenantId, ProviderOutcome outcome) {
		Client client = client(tenantId, stored);
		List<String> reasons = outcome.declineReasons().isEmpty() ? List.of(DECLINED_BY_PROVIDER)
				: outcome.declineReasons();
		return move(stored, KycSessionStatus.Declined, result(client, outcome, false), reasons, null);
	}

	private KycSession approved(StoredSession stored, TenantId tenantId, ProviderOutcome outcome, UUID actorId) {
		Client client = client(tenantId, stored);
		KycResult result = result(client, outcome, true);
		@Nullable UUID documentId = null;
		if (outcome.report() != null) {
			ClientDocumentId filed = onboarding.fileReport(tenantId, stored.view(), outcome.report(), actorId);
			documentId = filed.value();
		}
		List<String> reasons = new ArrayList<>();
		if (!result.nameMatches()) {
			reasons.add(NAME_MISMATCH);
		}
		if (!result.dateOfBirthMatches()) {
			reasons.add(DATE_OF_BIRTH_MISMATCH);
		}
		KycSession moved = move(stored, KycSessionStatus.Approved, result, reasons, documentId);
		if (reasons.isEmpty()) {
			onboarding.onboard(tenantId, client, actorId);
		}
		return moved;
	}

	private static KycResult result(Client client, ProviderOutcome outcome, boolean identityVerified) {
		return new KycResult(identityVerified, outcome.documentType(), outcome.nationality(),
				IdentityMatch.nameMatches(client, outcome.verifiedName()),
				IdentityMatch.dateOfBirthMatches(client, outcome.verifiedDateOfBirth()));
	}

	private Client client(TenantId tenantId, StoredSession stored) {
		return clients.find(tenantId, new ClientId(stored.view().clientId()))
			.orElseThrow(() -> new NotFound("The session's client record no longer exists"));
	}

	private KycSession move(StoredSession stored, KycSessionStatus to, @Nullable KycResult result,
			List<String> reasons, @Nullable UUID documentId) {
		KycSession from = stored.view();
		Instant now = Timestamps.now(clock);
		KycSession moved = new KycSession(from.initiatorKycId(), from.clientId(), from.provider(), to,
				from.verificationUrl(), from.redirectUrl(), result, List.copyOf(reasons), from.createdDate(), now);
		store.update(stored.with(moved, documentId != null ? documentId : stored.reportDocumentId()));
		events.publishEvent(new KycSessionStatusChanged(stored.tenantId(), from.clientId(), from.initiatorKycId(),
				from.status(), to));
		return moved;
	}
}

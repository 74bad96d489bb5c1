package dev.kontor.aml;

import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.aml.evaluation.Officer;
import dev.kontor.aml.officer.ClientOverviews;
import dev.kontor.aml.officer.OfficerInbox;
import dev.kontor.aml.officer.SettingsOverviews;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/**
 * What the AML officer of a tenant reads and decides: the waiting evaluations with their factors explained, the
 * decisions, the most risky clients, a client's monitoring records and screening hits, and the settings and
 * parameters with their history. Everything is read within the one tenant given; another tenant's record answers
 * 404 ({@link dev.kontor.shared.NotFound}).
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class AmlOfficerDesk {

	private final OfficerInbox inbox;

	private final ClientOverviews clients;

	private final SettingsOverviews settings;

	/** The evaluations waiting for a decision, the oldest first. */
	public List<EvaluationSummary> waiting(TenantId tenantId, PageRequest page) {
		return inbox.waiting(tenantId, page);
	}

	/** The decided evaluations, the latest decision first, with who decided (null: automatically) and when. */
	public List<EvaluationSummary> decided(TenantId tenantId, PageRequest page) {
		return inbox.decided(tenantId, page);
	}

	public EvaluationDetails evaluation(TenantId tenantId, EvaluationId evaluationId) {
		return inbox.details(tenantId, evaluationId);
	}

	/**
	 * The officer's decision, taken as the signed-in user through the OAuth client they signed in with; neither may
	 * have created the evaluation (403, {@link dev.kontor.shared.security.NotPermitted}). A reason of 1 to 64
	 * characters is required and a note may have 128 (400, {@link dev.kontor.shared.InvalidInput}). An evaluation
	 * decided before, by anyone else or automatically, answers 409 ({@link dev.kontor.shared.Conflict}) whose
	 * message says by whom and when.
	 */
	public EvaluationDetails decide(TenantId tenantId, UUID officerUserId, UUID officerClientActorId,
			EvaluationId evaluationId, OfficerVerdict verdict, @Nullable String reason, @Nullable String note) {
		return inbox.decide(tenantId, new Officer(officerUserId, officerClientActorId), evaluationId, verdict, reason,
				note);
	}

	/** The clients of the latest daily risk run, the most risky first. */
	public List<RiskyClient> mostRisky(TenantId tenantId, PageRequest page) {
		return clients.mostRisky(tenantId, page);
	}

	public ClientAmlOverview client(TenantId tenantId, ClientId clientId) {
		return clients.client(tenantId, clientId);
	}

	public AmlSettingsOverview settings(TenantId tenantId) {
		return settings.settings(tenantId);
	}

	public List<ParameterFamilyOverview> parameters(TenantId tenantId) {
		return settings.parameters(tenantId);
	}
}

package dev.kontor.kyc.sessions;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.aml.ClientStanding;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDocumentId;
import dev.kontor.clients.ClientDocuments;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.Clients;
import dev.kontor.clients.NewClientDocument;
import dev.kontor.kyc.KycSession;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/**
 * What an approved identity changes outside the session: the provider's report is filed under the client record as
 * a {@code FourthlineCDDReport}, and a record still {@code Initial} whose name and date of birth match becomes
 * {@code Onboarded}, unless the AML module bans the client. A ban is not named on the session, which the client's
 * own users may read: what AML holds about a customer must not reach the customer (the tipping-off prohibition).
 */
@Component
@RequiredArgsConstructor
class Onboarding {

	private static final Logger log = LoggerFactory.getLogger(Onboarding.class);

	private final Clients clients;

	private final ClientDocuments documents;

	private final ClientStanding standing;

	ClientDocumentId fileReport(TenantId tenantId, KycSession session, byte[] report, UUID actorId) {
		return documents.store(tenantId, new ClientId(session.clientId()),
				new NewClientDocument(DocumentContentType.Application_Pdf, DocumentType.FourthlineCDDReport, report,
						new DocumentDescription("KYC report", "Identity verification by " + session.provider()
								+ ", session " + session.initiatorKycId(), "kyc-" + session.initiatorKycId() + ".pdf",
								null, null),
						actorId));
	}

	/** Onboards the matching client record if it may be; whether it did. */
	boolean onboard(TenantId tenantId, Client client, UUID actorId) {
		ClientId clientId = new ClientId(client.id());
		if (client.status() != ClientStatus.Initial) {
			return false;
		}
		if (standing.isBanned(tenantId, clientId)) {
			log.info("A verified client record stays Initial: AML bans the client (tenant {}, client {})",
					tenantId.value(), client.id());
			return false;
		}
		return clients.onboardIfInitial(tenantId, clientId, actorId);
	}
}

package dev.kontor.kyc;

import java.util.List;
import java.util.Optional;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** What other modules may read of KYC sessions; always within one tenant. */
public interface KycSessions {

	Optional<KycSession> find(TenantId tenantId, ClientId clientId, String initiatorKycId);

	/** The client record's sessions, oldest first. */
	List<KycSession> ofClient(TenantId tenantId, ClientId clientId);
}

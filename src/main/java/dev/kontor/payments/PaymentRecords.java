package dev.kontor.payments;

import java.util.Optional;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** What other modules may read about payments: the client a payment instruction is of. */
public interface PaymentRecords {

	Optional<ClientId> clientOfPayment(TenantId tenantId, PaymentId initiatorPaymentId);
}

package dev.kontor.payments;

import java.util.Optional;
import java.util.UUID;

/** What other modules may read about payments: the client a payment instruction is of. */
public interface PaymentRecords {

	Optional<UUID> clientOfPayment(UUID tenantId, PaymentId initiatorPaymentId);
}

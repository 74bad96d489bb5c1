package dev.kontor.payments;

import java.util.Optional;
import java.util.UUID;

/** What other modules may read about payments: the client a withdrawal request or a payment is of. */
public interface PaymentRecords {

	Optional<UUID> clientOfWithdrawal(UUID tenantId, UUID internalAccountId, UUID initiatorWithdrawalRequestId);

	Optional<UUID> clientOfPayment(UUID tenantId, PaymentId initiatorPaymentId);
}

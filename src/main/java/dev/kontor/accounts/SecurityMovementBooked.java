package dev.kontor.accounts;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * A security movement was booked on a deposit account: the instrument and the entry as booked. Published in the
 * transaction that booked it.
 */
public record SecurityMovementBooked(TenantId tenantId, DepositAccountId depositAccountId,
		SecurityMovementId movementId, ClientId clientId, String isinCode, TradeProvider provider,
		SecurityBooking.Entry entry) {
}

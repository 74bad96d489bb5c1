package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;

/** A row of {@code positions}: one instrument held on a deposit account. */
record PositionRow(UUID depositAccountId, String isinCode, TradeProvider provider, BigDecimal quantity,
		BigDecimal reservedQuantity, @Nullable BigDecimal averagePrice, @Nullable String currencyCode) {

	static PositionRow empty(UUID depositAccountId, String isinCode, TradeProvider provider) {
		return new PositionRow(depositAccountId, isinCode, provider, BigDecimal.ZERO, BigDecimal.ZERO, null, null);
	}

	BigDecimal available() {
		return quantity.subtract(reservedQuantity);
	}

	PositionSnapshot snapshot() {
		return new PositionSnapshot(new DepositAccountId(depositAccountId), isinCode, provider,
				Decimals.plain(quantity), Decimals.plain(reservedQuantity), Decimals.plain(available()),
				Decimals.plainOrNull(averagePrice), currencyCode);
	}
}

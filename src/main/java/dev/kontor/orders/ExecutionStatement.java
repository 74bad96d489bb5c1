package dev.kontor.orders;

import java.math.BigDecimal;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;

/**
 * What an execution's statement shows: the order it belongs to, the accounts it moved, and the execution with its
 * figures and dates.
 */
public record ExecutionStatement(ClientId clientId, OrderId orderId, String isinCode, TradeProvider provider,
		OrderSide side, OrderType orderType, InternalAccountId internalAccountId, DepositAccountId depositAccountId,
		ExecutionDetails execution) {

	/** What the client pays (a buy) or receives (a sell): the amount plus or minus the fee. */
	public BigDecimal total() {
		ExecutionDetails.Figures figures = execution.figures();
		return side == OrderSide.Buy ? figures.amount().add(figures.fee()) : figures.amount().subtract(figures.fee());
	}
}

package dev.kontor.orders;

import dev.kontor.shared.web.DocumentOrderJson;

/**
 * Writes an order flat, its fields in the contract's order: the parts of {@link Order} interleave there (the
 * accounts and the currency follow how the order trades).
 */
final class OrderJson extends DocumentOrderJson<Order> {

	@Override
	protected void writeFields(Order order, Fields fields) {
		Order.Parties parties = order.parties();
		Order.Instrument instrument = order.instrument();
		Order.Kind kind = order.kind();
		Order.Terms terms = order.terms();
		Order.Progress progress = order.progress();
		fields.write("id", order.id().value())
			.write("tenantId", parties.tenantId())
			.write("clientId", parties.clientId())
			.write("clientOrderId", parties.clientOrderId())
			.write("isinCode", instrument.isinCode())
			.write("provider", instrument.provider())
			.write("side", kind.side())
			.write("orderType", kind.orderType())
			.write("quantity", terms.quantity())
			.write("amount", terms.amount())
			.write("limitPrice", terms.limitPrice())
			.write("stopPrice", terms.stopPrice())
			.write("timeInForce", kind.timeInForce())
			.write("internalAccountId", parties.internalAccountId())
			.write("depositAccountId", parties.depositAccountId())
			.write("currencyCode", instrument.currencyCode())
			.write("status", progress.status())
			.write("rejectReason", progress.rejectReason())
			.write("filledQuantity", progress.filledQuantity())
			.write("remainingQuantity", progress.remainingQuantity())
			.write("averagePrice", progress.averagePrice())
			.write("reservedAmount", progress.reservedAmount())
			.write("reservedQuantity", progress.reservedQuantity())
			.write("createdDate", order.dates().createdDate())
			.write("updatedDate", order.dates().updatedDate())
			.write("executions", order.executions());
	}
}

package dev.kontor.orders.fix;

import java.util.Map;

/** The names in FIX 4.4 of the message types the session exchanges (docs/fix.md), for the operator. */
final class MessageNames {

	private static final Map<String, String> NAMES = Map.ofEntries(Map.entry("0", "Heartbeat"),
			Map.entry("1", "TestRequest"), Map.entry("2", "ResendRequest"), Map.entry("3", "Reject"),
			Map.entry("4", "SequenceReset"), Map.entry("5", "Logout"), Map.entry("A", "Logon"),
			Map.entry("D", "NewOrderSingle"), Map.entry("F", "OrderCancelRequest"),
			Map.entry("G", "OrderCancelReplaceRequest"), Map.entry("H", "OrderStatusRequest"),
			Map.entry("8", "ExecutionReport"), Map.entry("9", "OrderCancelReject"),
			Map.entry("AE", "TradeCaptureReport"), Map.entry("j", "BusinessMessageReject"));

	private MessageNames() {
	}

	/** The name of the MsgType, or "unknown" for one outside the dialect. */
	static String of(String msgType) {
		return NAMES.getOrDefault(msgType, "unknown");
	}
}

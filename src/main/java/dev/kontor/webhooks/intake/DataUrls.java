package dev.kontor.webhooks.intake;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * The {@code dataUrl} of an event: the absolute URL of the platform resource the receiver should read, or null
 * where the platform holds no such resource (contract, section 5).
 */
@RequiredArgsConstructor
final class DataUrls {

	private static final Set<EventType> BANK_ACCOUNT_EVENTS = Set.of(EventType.BONewBankAccountCreate,
			EventType.BOBankAccountStateUpdate, EventType.BankAccountAMLClosure);

	private static final Set<EventType> CLIENT_EVENTS = Set.of(EventType.BONewClientCreate,
			EventType.BOClientStateUpdate, EventType.ClientUpdate, EventType.ClientKistamQueryResultReceived);

	private static final Set<EventType> ORDER_EVENTS = Set.of(EventType.TradeExecutionReport,
			EventType.TradeOrderCancelReject, EventType.TradeOrderModifyReject, EventType.TradeCaptureReport,
			EventType.TradeExecutionStatement);

	private static final Set<EventType> DIRECT_DEBIT_EVENTS = Set.of(EventType.PaymentSDDInstructionUploaded,
			EventType.PaymentSDDInstructionReceived, EventType.PaymentSDDInstructionFailed,
			EventType.PaymentSDDInstructionReverted);

	private static final Set<EventType> INTERNAL_ACCOUNT_EVENTS = Set.of(EventType.BONewInternalAccountCreate,
			EventType.BOInternalAccountStateUpdate);

	private static final Set<EventType> DEPOSIT_ACCOUNT_EVENTS = Set.of(EventType.BONewDepositAccountCreate,
			EventType.BODepositAccountStateUpdate);

	private final String baseUrl;

	@Nullable String of(EventType type, Map<String, String> parameters) {
		if (BANK_ACCOUNT_EVENTS.contains(type)) {
			return baseUrl + "/api/v3/bank-accounts/" + parameters.get("bankAccountId");
		}
		if (CLIENT_EVENTS.contains(type)) {
			return baseUrl + "/api/v3/clients/" + parameters.get("clientId");
		}
		if (INTERNAL_ACCOUNT_EVENTS.contains(type)) {
			return baseUrl + "/api/v3/internal-accounts/" + parameters.get("internalAccountId");
		}
		if (DEPOSIT_ACCOUNT_EVENTS.contains(type)) {
			return baseUrl + "/api/v3/deposit-accounts/" + parameters.get("depositAccountId");
		}
		if (type == EventType.NewInternalAccountTransaction) {
			return baseUrl + "/api/v3/internal-accounts/" + parameters.get("internalAccountId") + "/transactions/"
					+ parameters.get("internalAccountTransactionId");
		}
		if (type == EventType.NewDepositAccountTransaction) {
			return baseUrl + "/api/v3/deposit-accounts/" + parameters.get("depositAccountId") + "/transactions/"
					+ parameters.get("depositAccountTransactionId");
		}
		if (type == EventType.NewInternalAccountStatement) {
			return baseUrl + "/api/v3/internal-accounts/" + parameters.get("internalAccountId") + "/statements/"
					+ parameters.get("year") + "/" + parameters.get("fileNumber");
		}
		if (type == EventType.NewDepositAccountStatement) {
			return baseUrl + "/api/v3/deposit-accounts/" + parameters.get("depositAccountId") + "/statements/"
					+ parameters.get("year") + "/" + parameters.get("fileNumber");
		}
		if (type == EventType.LossThresholdReport) {
			return baseUrl + "/api/v3/clients/" + parameters.get("clientId") + "/loss-threshold-reports/"
					+ parameters.get("snapshotDate");
		}
		if (ORDER_EVENTS.contains(type)) {
			String order = baseUrl + "/api/client/" + parameters.get("clientId") + "/order/"
					+ encoded(parameters.get("clientOrderId"));
			// an execution's statement is the PDF of that execution; the other order events name the order
			return type == EventType.TradeExecutionStatement
					? order + "/executions/" + parameters.get("executionId") + "/statement" : order;
		}
		if (DIRECT_DEBIT_EVENTS.contains(type)) {
			return baseUrl + "/api/v3/sepa-direct-debit-instructions/" + parameters.get("sepaDirectDebitInstructionId");
		}
		if (type == EventType.WithdrawalUpdate) {
			return baseUrl + "/api/v3/internal-accounts/" + parameters.get("internalAccountId")
					+ "/withdrawal-requests/" + parameters.get("initiatorWithdrawalRequestId");
		}
		if (type == EventType.CorporateActionMetadata || type == EventType.CorporateActionWithChoiceNotif) {
			return baseUrl + "/api/v3/corporate-actions/" + encoded(parameters.get("corporateActionId"));
		}
		if (type == EventType.CorporateActionStatement) {
			return baseUrl + "/api/v3/corporate-actions/" + encoded(parameters.get("corporateActionId"))
					+ "/statements/" + parameters.get("clientId");
		}
		if (type == EventType.PaymentSCTInstructionUpdated) {
			return baseUrl + "/api/v3/payments/" + parameters.get("initiatorPaymentId");
		}
		return null;
	}

	/** A parameter the publisher chose (an order's or an action's own id) as one segment of a path. */
	private static String encoded(@Nullable String segment) {
		return URLEncoder.encode(String.valueOf(segment), StandardCharsets.UTF_8);
	}
}

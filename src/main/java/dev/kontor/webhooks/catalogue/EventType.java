package dev.kontor.webhooks.catalogue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.modulith.NamedInterface;

/**
 * The webhook event types of the catalogue (specification, section 6) with the parameters each one carries in
 * {@code additionalData}, in the catalogue's order. Constants are named exactly as the wire value of
 * {@code type}, against Java's naming habit, so that {@link #name()} is what receivers dispatch on.
 */
@NamedInterface("administration")
public enum EventType {

	TradeExecutionReport("clientId", "clientOrderId"),
	TradeOrderCancelReject("clientId", "clientOrderId"),
	TradeOrderModifyReject("clientId", "clientOrderId"),
	TradeCaptureReport("clientId", "clientOrderId"),
	PaymentSDDInstructionUploaded("bankAccountId", "sepaDirectDebitMandateId", "sepaDirectDebitInstructionId"),
	PaymentSDDInstructionReceived("bankAccountId", "sepaDirectDebitMandateId", "sepaDirectDebitInstructionId"),
	PaymentSDDInstructionReverted("bankAccountId", "sepaDirectDebitMandateId", "sepaDirectDebitInstructionId"),
	PaymentSDDInstructionFailed("bankAccountId", "sepaDirectDebitMandateId", "sepaDirectDebitInstructionId"),
	ClientKistamQueryResultReceived("clientId"),
	NewInternalAccountTransaction("internalAccountId", "internalAccountTransactionId"),
	NewInternalAccountStatement("internalAccountId", "year", "fileNumber"),
	NewDepositAccountStatement("depositAccountId", "year", "fileNumber"),
	BONewClientCreate("clientId"),
	BONewDepositAccountCreate("depositAccountId"),
	BONewInternalAccountCreate("internalAccountId"),
	BONewBankAccountCreate("bankAccountId"),
	BOClientStateUpdate("clientId"),
	BODepositAccountStateUpdate("depositAccountId"),
	BOInternalAccountStateUpdate("internalAccountId"),
	BOBankAccountStateUpdate("bankAccountId"),
	KycCreate("clientId", "initiatorKycId"),
	KycUpdate("clientId", "initiatorKycId"),
	ClientUpdate("clientId"),
	WithdrawalUpdate("internalAccountId", "initiatorWithdrawalRequestId"),
	BankAccountAMLClosure("bankAccountId"),
	PaymentSCTInstructionUpdated("initiatorPaymentId"),
	TradeExecutionStatement("clientId", "clientOrderId", "executionId"),
	LossThresholdReport("clientId", "snapshotDate"),
	CorporateActionStatement("corporateActionId", "clientId"),
	NewDepositAccountTransaction("depositAccountId", "depositAccountTransactionId"),
	CorporateActionMetadata("corporateActionId"),
	CorporateActionWithChoiceNotif("corporateActionId");

	private static final Map<String, EventType> BY_WIRE_NAME = Arrays.stream(values())
		.collect(Collectors.toUnmodifiableMap(EventType::name, Function.identity()));

	private final List<String> requiredParameters;

	EventType(String... requiredParameters) {
		this.requiredParameters = List.of(requiredParameters);
	}

	/** The parameters every event of this type carries, in the catalogue's order, which {@code additionalData} keeps. */
	public List<String> requiredParameters() {
		return this.requiredParameters;
	}

	/**
	 * The type whose wire value is exactly {@code wireName}. Case and surrounding spaces count: receivers compare
	 * the string as sent, so a near miss would be a type nobody handles.
	 */
	public static Optional<EventType> fromWireName(String wireName) {
		return Optional.ofNullable(BY_WIRE_NAME.get(wireName));
	}

	/** Checks the parameters an event of this type is published with; see {@link EventValidation} for the rules. */
	public EventValidation validate(Map<String, String> parameters) {
		return EventValidation.of(this, parameters);
	}
}

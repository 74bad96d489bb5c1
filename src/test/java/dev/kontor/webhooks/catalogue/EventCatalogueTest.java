package dev.kontor.webhooks.catalogue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** The event catalogue against the specification's table (section 6), and the rules for event parameters. */
class EventCatalogueTest {

	private static final List<String> SDD = List.of("bankAccountId", "sepaDirectDebitMandateId",
			"sepaDirectDebitInstructionId");

	/** The specification's catalogue, written out here on its own so that a slip in the enum shows. */
	private static final Map<String, List<String>> SPECIFICATION = specification();

	private static Map<String, List<String>> specification() {
		Map<String, List<String>> types = new LinkedHashMap<>();
		types.put("TradeExecutionReport", List.of("clientId", "clientOrderId"));
		types.put("TradeOrderCancelReject", List.of("clientId", "clientOrderId"));
		types.put("TradeOrderModifyReject", List.of("clientId", "clientOrderId"));
		types.put("TradeCaptureReport", List.of("clientId", "clientOrderId"));
		types.put("PaymentSDDInstructionUploaded", SDD);
		types.put("PaymentSDDInstructionReceived", SDD);
		types.put("PaymentSDDInstructionReverted", SDD);
		types.put("PaymentSDDInstructionFailed", SDD);
		types.put("ClientKistamQueryResultReceived", List.of("clientId"));
		types.put("NewInternalAccountTransaction", List.of("internalAccountId", "internalAccountTransactionId"));
		types.put("NewInternalAccountStatement", List.of("internalAccountId", "year", "fileNumber"));
		types.put("NewDepositAccountStatement", List.of("depositAccountId", "year", "fileNumber"));
		types.put("BONewClientCreate", List.of("clientId"));
		types.put("BONewDepositAccountCreate", List.of("depositAccountId"));
		types.put("BONewInternalAccountCreate", List.of("internalAccountId"));
		types.put("BONewBankAccountCreate", List.of("bankAccountId"));
		types.put("BOClientStateUpdate", List.of("clientId"));
		types.put("BODepositAccountStateUpdate", List.of("depositAccountId"));
		types.put("BOInternalAccountStateUpdate", List.of("internalAccountId"));
		types.put("BOBankAccountStateUpdate", List.of("bankAccountId"));
		types.put("KycCreate", List.of("clientId", "initiatorKycId"));
		types.put("KycUpdate", List.of("clientId", "initiatorKycId"));
		types.put("ClientUpdate", List.of("clientId"));
		types.put("WithdrawalUpdate", List.of("internalAccountId", "initiatorWithdrawalRequestId"));
		types.put("BankAccountAMLClosure", List.of("bankAccountId"));
		types.put("PaymentSCTInstructionUpdated", List.of("initiatorPaymentId"));
		types.put("TradeExecutionStatement", List.of("clientId", "clientOrderId", "executionId"));
		types.put("LossThresholdReport", List.of("clientId", "snapshotDate"));
		// contract section 10: the statement is a client record's, so the event names it (client-level unsubscriptions)
		types.put("CorporateActionStatement", List.of("corporateActionId", "clientId"));
		types.put("NewDepositAccountTransaction", List.of("depositAccountId", "depositAccountTransactionId"));
		types.put("CorporateActionMetadata", List.of("corporateActionId"));
		types.put("CorporateActionWithChoiceNotif", List.of("corporateActionId"));
		return types;
	}

	static Stream<Arguments> specifiedTypes() {
		return SPECIFICATION.entrySet().stream().map(type -> arguments(type.getKey(), type.getValue()));
	}

	static Stream<EventType> types() {
		return Arrays.stream(EventType.values());
	}

	static Stream<Arguments> everyParameterOfEveryType() {
		return types().flatMap(type -> type.requiredParameters().stream().map(name -> arguments(type, name)));
	}

	@Test
	void catalogueHoldsThirtyTwoTypes() {
		assertThat(SPECIFICATION).hasSize(32);
		assertThat(EventType.values()).hasSize(32);
		assertThat(types().map(EventType::name)).containsExactlyElementsOf(SPECIFICATION.keySet());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("specifiedTypes")
	void carriesTheParametersOfTheSpecificationInItsOrder(String wireName, List<String> parameters) {
		assertThat(EventType.fromWireName(wireName)).hasValueSatisfying(
				type -> assertThat(type.requiredParameters()).containsExactlyElementsOf(parameters));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("types")
	void acceptsEveryParameterOfTheType(EventType type) {
		EventValidation validation = type.validate(validParameters(type));

		assertThat(validation.isValid()).isTrue();
		assertThat(validation.problems()).isEmpty();
	}

	@ParameterizedTest(name = "{0} without {1}")
	@MethodSource("everyParameterOfEveryType")
	void namesTheMissingParameter(EventType type, String missing) {
		Map<String, String> parameters = validParameters(type);
		parameters.remove(missing);

		assertThat(type.validate(parameters).problems())
			.containsExactlyEntriesOf(Map.of("parameters." + missing, List.of("is required")));
	}

	@ParameterizedTest(name = "{0} with blank {1}")
	@MethodSource("everyParameterOfEveryType")
	void refusesBlankParameter(EventType type, String blank) {
		for (String value : List.of("", " ", "\t\n")) {
			Map<String, String> parameters = validParameters(type);
			parameters.put(blank, value);

			assertThat(type.validate(parameters).problems())
				.containsExactlyEntriesOf(Map.of("parameters." + blank, List.of("must not be blank")));
		}
	}

	@Test
	void namesEveryMissingParameterAtOnce() {
		assertThat(EventType.PaymentSDDInstructionFailed.validate(Map.of()).problems()).containsExactly(
				entry("parameters.bankAccountId", List.of("is required")),
				entry("parameters.sepaDirectDebitMandateId", List.of("is required")),
				entry("parameters.sepaDirectDebitInstructionId", List.of("is required")));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("types")
	void refusesParameterOutsideTheType(EventType type) {
		Map<String, String> parameters = validParameters(type);
		parameters.put("note", "hello");

		assertThat(type.validate(parameters).problems())
			.containsExactlyEntriesOf(Map.of("parameters.note", List.of("is not a parameter of " + type.name())));
	}

	@Test
	void refusesParameterOfAnotherType() {
		EventValidation validation = EventType.BONewClientCreate
			.validate(Map.of("clientId", "C-1", "clientOrderId", "O-1"));

		assertThat(validation.problems()).containsExactlyEntriesOf(
				Map.of("parameters.clientOrderId", List.of("is not a parameter of BONewClientCreate")));
	}

	@ParameterizedTest
	@ValueSource(strings = { "ClientId", "clientID", "clientid", " clientId", "clientId " })
	void comparesParameterNamesExactly(String name) {
		EventValidation validation = EventType.ClientUpdate.validate(Map.of(name, "C-1"));

		assertThat(validation.problems()).containsExactly(entry("parameters.clientId", List.of("is required")),
				entry("parameters." + name, List.of("is not a parameter of ClientUpdate")));
	}

	@ParameterizedTest(name = "{0} with {1} of 257 characters")
	@MethodSource("everyParameterOfEveryType")
	void refusesValueLongerThan256Characters(EventType type, String name) {
		Map<String, String> parameters = validParameters(type);
		parameters.put(name, "7".repeat(257));

		assertThat(type.validate(parameters).problems().get("parameters." + name))
			.contains("must be at most 256 characters");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("types")
	void acceptsIdsOf256Characters(EventType type) {
		Map<String, String> parameters = validParameters(type);
		type.requiredParameters()
			.stream()
			.filter(name -> name.endsWith("Id"))
			.forEach(name -> parameters.put(name, "a".repeat(256)));

		assertThat(type.validate(parameters).isValid()).isTrue();
	}

	@Test
	void acceptsFileNumberOf256Digits() {
		Map<String, String> parameters = validParameters(EventType.NewDepositAccountStatement);
		parameters.put("fileNumber", "1".repeat(256));

		assertThat(EventType.NewDepositAccountStatement.validate(parameters).isValid()).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "BO-000123", "42", "a", "client/7 ä", "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
			"3F2504E0-4F89-11D3-9A0C-0305E82C3301" })
	void takesEntityIdsAsFreeStrings(String id) {
		for (EventType type : EventType.values()) {
			Map<String, String> parameters = validParameters(type);
			type.requiredParameters()
				.stream()
				.filter(name -> name.endsWith("Id"))
				.forEach(name -> parameters.put(name, id));

			assertThat(type.validate(parameters).isValid()).as(type.name()).isTrue();
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "1900", "2024", "2999" })
	void acceptsYearFrom1900To2999(String year) {
		assertThat(statementWith("year", year).isValid()).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "1899", "3000", "0000", "24", "024", "02024", "20245", "abcd", "2024 ", "+2024", "-2024",
			"２０２４", "2O24" })
	void refusesYearOutside1900To2999OrNotOfFourDigits(String year) {
		assertThat(statementWith("year", year).problems())
			.containsExactlyEntriesOf(
					Map.of("parameters.year", List.of("must be a year of four digits from 1900 to 2999")));
	}

	@ParameterizedTest
	@ValueSource(strings = { "1", "9", "42", "2147483648" })
	void acceptsPositiveFileNumber(String fileNumber) {
		assertThat(statementWith("fileNumber", fileNumber).isValid()).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "0", "-1", "+1", "01", "1.5", "1e3", "one", "1 ", "0x1F", "١" })
	void refusesFileNumberThatIsNotAPositiveInteger(String fileNumber) {
		assertThat(statementWith("fileNumber", fileNumber).problems())
			.containsExactlyEntriesOf(Map.of("parameters.fileNumber", List.of("must be a positive integer")));
	}

	@ParameterizedTest
	@ValueSource(strings = { "2024-03-31", "2024-02-29", "1999-12-31" })
	void acceptsSnapshotDateAsIsoDate(String snapshotDate) {
		assertThat(lossReportWith(snapshotDate).isValid()).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "2023-02-29", "2024-02-30", "2024-13-01", "2024-00-10", "2024-3-31", "24-03-31",
			"2024/03/31", "31.03.2024", "20240331", "+2024-03-31", "+12024-03-31", "2024-03-31T00:00:00Z",
			"2024-03-31 ", "today" })
	void refusesSnapshotDateThatIsNotAnIsoDate(String snapshotDate) {
		assertThat(lossReportWith(snapshotDate).problems())
			.containsExactlyEntriesOf(Map.of("parameters.snapshotDate", List.of("must be a date as yyyy-MM-dd")));
	}

	@Test
	void namesEveryProblemOfOneParameter() {
		assertThat(statementWith("year", "2".repeat(257)).problems()).containsExactlyEntriesOf(Map.of(
				"parameters.year",
				List.of("must be at most 256 characters", "must be a year of four digits from 1900 to 2999")));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("types")
	void findsEveryTypeByItsWireName(EventType type) {
		assertThat(EventType.fromWireName(type.name())).contains(type);
	}

	@ParameterizedTest
	@ValueSource(strings = { "tradeExecutionReport", "TRADEEXECUTIONREPORT", "tradeexecutionreport",
			" TradeExecutionReport", "TradeExecutionReport ", "TradeExecutionReports", "Trade_Execution_Report",
			"TRADE_EXECUTION_REPORT", "BoNewClientCreate", "KYCCreate", "", "OrderPlaced" })
	void findsNoTypeForAnythingButTheExactWireName(String wireName) {
		assertThat(EventType.fromWireName(wireName)).isEmpty();
	}

	@Test
	void problemsCannotBeChangedAfterValidation() {
		Map<String, List<String>> problems = EventType.ClientUpdate.validate(Map.of()).problems();

		assertThatThrownBy(() -> problems.put("parameters.x", List.of("y")))
			.isInstanceOf(UnsupportedOperationException.class);
	}

	private static EventValidation statementWith(String name, String value) {
		Map<String, String> parameters = validParameters(EventType.NewInternalAccountStatement);
		parameters.put(name, value);
		return EventType.NewInternalAccountStatement.validate(parameters);
	}

	private static EventValidation lossReportWith(String snapshotDate) {
		return EventType.LossThresholdReport.validate(Map.of("clientId", "C-1", "snapshotDate", snapshotDate));
	}

	private static Map<String, String> validParameters(EventType type) {
		Map<String, String> parameters = new HashMap<>();
		type.requiredParameters().forEach(name -> parameters.put(name, validValue(name)));
		return parameters;
	}

	private static String validValue(String name) {
		return switch (name) {
			case "year" -> "2024";
			case "fileNumber" -> "3";
			case "snapshotDate" -> "2024-03-31";
			case "clientId" -> UUID.randomUUID().toString();
			default -> "BO-" + name;
		};
	}
}

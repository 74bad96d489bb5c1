package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Elections for corporate actions with choice over HTTP with real tokens: made and replaced until the end of the
 * election deadline, for at most what the client record holds before the record date and what it is entitled to
 * after, only for events with choice still announced, only for the caller's own client records.
 */
class ElectionApiTest extends HttpTest {

	private static final String API = "/api/v3/corporate-actions";

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	@Autowired
	Accounts accounts;

	private Holders holders;

	private CorporateActionOperator operator;

	private String isin;

	@BeforeEach
	void tenant() {
		holders = new Holders(http, platform, accounts);
		operator = new CorporateActionOperator(http, platform);
		isin = TestIsins.random();
	}

	@Test
	void anElectionIsMadeThenReplacedKeepingItsCreatedDate() {
		String clientId = holders.clientHolding(isin, "100", TODAY.minusDays(5));
		String id = announceOpen();

		Http.Response made = elect(id, clientId, election(2, "40"));

		assertThat(made.status()).as(made.toString()).isEqualTo(201);
		JsonNode first = made.json();
		assertThat(fieldNames(first)).containsExactly("corporateActionId", "clientId", "optionNumber", "quantity",
				"createdDate", "updatedDate");
		assertThat(first.get("corporateActionId").asString()).isEqualTo(id);
		assertThat(first.get("clientId").asString()).isEqualTo(clientId);
		assertThat(first.get("optionNumber").asInt()).isEqualTo(2);
		assertThat(first.get("quantity").decimalValue()).isEqualByComparingTo("40");
		assertThat(first.get("updatedDate")).isEqualTo(first.get("createdDate"));
		assertThat(read(id, clientId)).isEqualTo(first);

		Http.Response replaced = elect(id, clientId, election(1, "100"));

		assertThat(replaced.status()).as(replaced.toString()).isEqualTo(200);
		JsonNode second = replaced.json();
		assertThat(second.get("optionNumber").asInt()).isEqualTo(1);
		assertThat(second.get("quantity").decimalValue()).isEqualByComparingTo("100");
		assertThat(second.get("createdDate")).isEqualTo(first.get("createdDate"));
		assertThat(Instant.parse(second.get("updatedDate").asString()))
			.isAfter(Instant.parse(first.get("updatedDate").asString()));
		assertThat(read(id, clientId)).isEqualTo(second);

		Map<String, Object> same = with(with(election(1, "100.000"), "corporateActionId", id), "clientId", clientId);
		Http.Response again = elect(id, clientId, same);
		assertThat(again.status()).as(again.toString()).isEqualTo(200);
		assertThat(again.json()).as("the same election again changes nothing").isEqualTo(second);
	}

	@Test
	void beforeTheRecordDateAtMostTheHoldingNowMayBeElected() {
		String clientId = holders.clientHolding(isin, "100", TODAY.minusDays(5));
		String id = announceOpen();

		assertRefused(elect(id, clientId, election(2, "100.000001")), "quantity");
		assertThat(elect(id, clientId, election(2, "100")).status()).isEqualTo(201);
		String nothingHeld = holders.newClient();
		assertRefused(elect(id, nothingHeld, election(2, "1")), "quantity");
	}

	@Test
	void onceTheEntitlementsAreFixedAtMostTheEntitledQuantityMayBeElected() {
		LocalDate recordDate = TODAY.minusDays(2);
		String clientId = holders.newClient();
		DepositAccountId deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "30", recordDate.minusDays(1));
		holders.deliver(deposit, isin, "20", recordDate.plusDays(1));
		String lateBuyer = holders.clientHolding(isin, "50", recordDate.plusDays(1));
		String id = operator.announce(CorporateActionOperator.dividendOption(isin, recordDate, TODAY.plusDays(10),
				TODAY.plusDays(5)));

		operator.process();

		Http.Response entitlements = http.get(API + "/" + id + "/entitlements", holders.token);
		assertThat(entitlements.json().get("data").valueStream().map(e -> e.get("clientId").asString() + " "
				+ e.get("quantity").decimalValue().toPlainString() + " " + e.get("status").asString()))
			.as("fixed, nothing booked").containsExactly(clientId + " 30 Pending");
		assertRefused(elect(id, clientId, election(2, "31")), "quantity");
		assertRefused(elect(id, lateBuyer, election(2, "1")), "quantity");
		assertThat(elect(id, clientId, election(2, "30")).status()).isEqualTo(201);
	}

	@Test
	void electionsAreAcceptedUntilTheEndOfTheDeadlineDay() {
		String clientId = holders.clientHolding(isin, "10", TODAY.minusDays(5));
		String closed = operator.announce(CorporateActionOperator.dividendOption(isin, TODAY.plusDays(1),
				TODAY.plusDays(3), TODAY.minusDays(1)));
		String closing = operator.announce(CorporateActionOperator.dividendOption(isin, TODAY.plusDays(1),
				TODAY.plusDays(3), TODAY));

		Http.Response late = elect(closed, clientId, election(2, "5"));

		assertThat(late.status()).as(late.toString()).isEqualTo(422);
		assertThat(late.json().get("detail").asString()).contains("deadline");
		assertThat(http.get(API + "/" + closed + "/elections/" + clientId, holders.token).status()).isEqualTo(404);
		assertThat(elect(closing, clientId, election(2, "5")).status()).isEqualTo(201);
	}

	@Test
	void aMandatoryOrCancelledActionTakesNoElection() {
		String clientId = holders.clientHolding(isin, "10", TODAY.minusDays(5));
		String mandatory = operator.announce(CorporateActionOperator.dividend(isin, TODAY.plusDays(1),
				TODAY.plusDays(3)));
		String cancelled = announceOpen();
		operator.cancel(cancelled);

		Http.Response toMandatory = elect(mandatory, clientId, election(1, "5"));
		Http.Response toCancelled = elect(cancelled, clientId, election(1, "5"));

		assertThat(toMandatory.status()).as(toMandatory.toString()).isEqualTo(422);
		assertThat(toMandatory.json().get("detail").asString()).contains("mandatory");
		assertThat(toCancelled.status()).as(toCancelled.toString()).isEqualTo(422);
		assertThat(toCancelled.json().get("detail").asString()).contains("Cancelled");
	}

	static Stream<Arguments> invalidElections() {
		return Stream.of(arguments(election(3, "5"), "optionNumber"), arguments(election(0, "5"), "optionNumber"),
				arguments(election(1, "0"), "quantity"), arguments(election(1, "-1"), "quantity"),
				arguments(election(1, "1.0000001"), "quantity"), arguments(election(1, "12345678901234"), "quantity"),
				arguments(Map.of("quantity", 5), "optionNumber"), arguments(Map.of("optionNumber", 1), "quantity"),
				arguments(with(election(1, "5"), "createdDate", "2026-01-01T00:00:00Z"), "createdDate"),
				arguments(with(election(1, "5"), "clientId", UUID.randomUUID().toString()), "clientId"),
				arguments(with(election(1, "5"), "corporateActionId", "CA-other"), "corporateActionId"));
	}

	@ParameterizedTest
	@MethodSource("invalidElections")
	void anInvalidElectionIsRefusedNamingTheField(Map<String, Object> body, String field) {
		String clientId = holders.clientHolding(isin, "10", TODAY.minusDays(5));
		String id = announceOpen();

		Http.Response refused = elect(id, clientId, body);

		assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		assertThat(fieldNames(refused.json().get("errors"))).as(refused.toString()).contains(field);
		assertThat(http.get(API + "/" + id + "/elections/" + clientId, holders.token).status()).isEqualTo(404);
	}

	@Test
	void anotherTenantsClientRecordAndAnUnknownActionAreNotFound() {
		Holders others = new Holders(http, platform, accounts);
		String theirs = others.clientHolding(isin, "10", TODAY.minusDays(5));
		String ours = holders.clientHolding(isin, "10", TODAY.minusDays(5));
		String id = announceOpen();
		assertThat(http.putJson(API + "/" + id + "/elections/" + theirs, others.token, election(2, "3")).status())
			.isEqualTo(201);

		assertNotFound(elect(id, theirs, election(2, "5")));
		assertNotFound(http.get(API + "/" + id + "/elections/" + theirs, holders.token));
		assertNotFound(elect(Platform.unique("unknown-action"), ours, election(2, "5")));
		assertNotFound(elect(id, UUID.randomUUID().toString(), election(2, "5")));
		assertThat(http.get(API + "/" + id + "/elections/" + theirs, others.token).json().get("quantity")
			.decimalValue()).as("theirs unchanged").isEqualByComparingTo("3");
	}

	@Test
	void electingTakesTheWriteScopeAndAUserElectsForItsOwnClientRecordOnly() {
		String clientId = holders.clientHolding(isin, "10", TODAY.minusDays(5));
		String other = holders.clientHolding(isin, "10", TODAY.minusDays(5));
		String id = announceOpen();
		String reader = platform.clientCredentialsToken(platform.newServerClient(holders.tenantId,
				"corporateactions.read"), "corporateactions.read");
		String user = platform.userToken(platform.newUserOfClientRecord(holders.tenantId, clientId),
				"corporateactions.read", "corporateactions.write");

		Http.Response unscoped = http.putJson(API + "/" + id + "/elections/" + clientId, reader, election(2, "5"));
		Http.Response notItsOwn = http.putJson(API + "/" + id + "/elections/" + other, user, election(2, "5"));
		Http.Response itsOwn = http.putJson(API + "/" + id + "/elections/" + clientId, user, election(2, "5"));

		assertThat(unscoped.status()).as(unscoped.toString()).isEqualTo(403);
		assertThat(notItsOwn.status()).as(notItsOwn.toString()).isEqualTo(403);
		assertThat(itsOwn.status()).as(itsOwn.toString()).isEqualTo(201);
		assertThat(http.get(API + "/" + id + "/elections/" + clientId, reader).json().get("quantity").decimalValue())
			.isEqualByComparingTo("5");
	}

	/** A dividend option of the test's instrument whose record date is to come, elections open for five days. */
	private String announceOpen() {
		return operator.announce(CorporateActionOperator.dividendOption(isin, TODAY.plusDays(6), TODAY.plusDays(10),
				TODAY.plusDays(5)));
	}

	private static Map<String, Object> election(int optionNumber, String quantity) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("optionNumber", optionNumber);
		body.put("quantity", new BigDecimal(quantity));
		return body;
	}

	private static Map<String, Object> with(Map<String, Object> body, String field, Object value) {
		body.put(field, value);
		return body;
	}

	private Http.Response elect(String id, String clientId, Map<String, Object> body) {
		return http.putJson(API + "/" + id + "/elections/" + clientId, holders.token, body);
	}

	private JsonNode read(String id, String clientId) {
		Http.Response response = http.get(API + "/" + id + "/elections/" + clientId, holders.token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private static void assertRefused(Http.Response response, String field) {
		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(fieldNames(response.json().get("errors"))).as(response.toString()).contains(field);
	}

	private static void assertNotFound(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(404);
	}

	private static List<String> fieldNames(JsonNode node) {
		return node.propertyNames().stream().toList();
	}
}

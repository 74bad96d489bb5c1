package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Events that deliver another instrument or offer a choice, booked over HTTP with real tokens: a merger replaces the
 * position with the new instrument's carrying its cost, a spin-off adds the new instrument's beside the old at no
 * cost, both pay the fraction of a share in cash; a dividend option nobody elected pays its default option, a tender
 * offer pays for the shares elected into it; a booking the ledger refuses fails alone.
 */
class CorporateActionNewInstrumentsApiTest extends HttpTest {

	private static final String API = "/api/v3/corporate-actions";

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	private static final LocalDate RECORD_DATE = TODAY.minusDays(2);

	@Autowired
	Accounts accounts;

	private Holders holders;

	private CorporateActionOperator operator;

	private String isin;

	private String newIsin;

	private String clientId;

	private String cashAccount;

	private DepositAccountId deposit;

	@BeforeEach
	void holderOf33Shares() {
		holders = new Holders(http, platform, accounts);
		operator = new CorporateActionOperator(http, platform);
		isin = TestIsins.random();
		newIsin = TestIsins.random();
		clientId = holders.newClient();
		cashAccount = holders.activeAccount(clientId, "internal-accounts",
				Map.of("clientId", clientId, "currencyCode", "EUR"));
		deposit = new DepositAccountId(UUID.fromString(
				holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
		holders.deliver(deposit, isin, "33", RECORD_DATE.minusDays(3));
	}

	@Test
	void aMergerReplacesThePositionWithTheNewInstrumentsCarryingItsCost() {
		String merger = operator.announce(newInstrument("Merger", 1, 2, 21));

		operator.process();

		JsonNode entitlement = entitlement(merger);
		assertThat(entitlement.get("status").asString()).as(entitlement.toString()).isEqualTo("Booked");
		assertThat(entitlement.get("newIsinCode").asString()).isEqualTo(newIsin);
		assertThat(entitlement.get("newQuantity").decimalValue()).isEqualByComparingTo("16");
		assertThat(entitlement.get("grossAmount").decimalValue()).as("half a new share at 21").isEqualByComparingTo("10.50");
		assertThat(position(isin).quantity()).isZero();
		PositionSnapshot merged = position(newIsin);
		assertThat(merged.quantity()).isEqualByComparingTo("16");
		assertThat(merged.quantity().multiply(merged.averagePrice())).as("the cost of 33 shares at 10")
			.isCloseTo(new BigDecimal("330"), org.assertj.core.data.Offset.offset(new BigDecimal("0.0001")));
		assertThat(balance()).isEqualByComparingTo("10.50");
		assertThat(movements()).containsExactly("Deposit 33 " + isin, "CorporateAction -33 " + isin,
				"CorporateAction 16 " + newIsin);
	}

	@Test
	void aSpinOffAddsTheNewInstrumentBesideTheOldAtNoCost() {
		String spinOff = operator.announce(newInstrument("SpinOff", 1, 5, 8));

		operator.process();

		JsonNode entitlement = entitlement(spinOff);
		assertThat(entitlement.get("status").asString()).as(entitlement.toString()).isEqualTo("Booked");
		assertThat(entitlement.get("newQuantity").decimalValue()).isEqualByComparingTo("6");
		PositionSnapshot old = position(isin);
		assertThat(old.quantity()).isEqualByComparingTo("33");
		assertThat(old.averagePrice()).isEqualByComparingTo("10");
		PositionSnapshot spun = position(newIsin);
		assertThat(spun.quantity()).isEqualByComparingTo("6");
		assertThat(spun.averagePrice()).as("no cost").isNull();
		assertThat(balance()).as("0.6 of a share at 8").isEqualByComparingTo("4.80");
	}

	@Test
	void aDividendOptionNobodyElectedPaysItsDefaultOption() {
		Map<String, Object> body = CorporateActionOperator.dividend(isin, RECORD_DATE, TODAY);
		body.put("eventType", "DividendOption");
		body.put("mandatoryVoluntary", "MandatoryWithChoice");
		body.put("electionDeadline", TODAY.minusDays(1).toString());
		body.put("ratioNew", 21);
		body.put("ratioOld", 20);
		body.put("cashInLieuPrice", 12);
		body.put("options", List.of(Map.of("optionNumber", 1, "optionType", "Cash", "isDefault", true),
				Map.of("optionNumber", 2, "optionType", "Securities", "isDefault", false)));
		String option = operator.announce(body);

		operator.process();

		JsonNode entitlement = entitlement(option);
		assertThat(entitlement.get("status").asString()).as(entitlement.toString()).isEqualTo("Booked");
		assertThat(entitlement.get("grossAmount").decimalValue()).isEqualByComparingTo("16.50");
		assertThat(entitlement.get("taxAmount").decimalValue()).isEqualByComparingTo("4.35");
		assertThat(position(isin).quantity()).isEqualByComparingTo("33");
		assertThat(balance()).isEqualByComparingTo("12.15");
	}

	@Test
	void sharesElectedIntoATenderOfferArePaidAtItsPriceAndTheRestStays() {
		DepositAccountId idle = holders.holder(isin, "50", RECORD_DATE.minusDays(3));
		Map<String, Object> body = CorporateActionOperator.dividend(isin, RECORD_DATE, TODAY);
		body.put("eventType", "TenderOffer");
		body.put("mandatoryVoluntary", "Voluntary");
		body.put("grossAmountPerShare", 45.125);
		body.remove("withholdingTaxRate");
		body.put("electionDeadline", TODAY.toString());
		body.put("options", List.of(Map.of("optionNumber", 1, "optionType", "NoAction", "isDefault", true),
				Map.of("optionNumber", 2, "optionType", "Cash", "isDefault", false)));
		String tender = operator.announce(body);
		Http.Response elected = http.putJson(API + "/" + tender + "/elections/" + clientId, holders.token,
				Map.of("optionNumber", 2, "quantity", 20));
		assertThat(elected.status()).as(elected.toString()).isEqualTo(201);
		body.put("electionDeadline", TODAY.minusDays(1).toString());
		Http.Response changed = http.putJson(CorporateActionOperator.ADMIN + "/" + tender, platform.adminToken(), body);
		assertThat(changed.status()).as("the deadline passes: " + changed).isEqualTo(200);

		operator.process();

		JsonNode entitlement = entitlement(tender, deposit);
		assertThat(entitlement.get("status").asString()).as(entitlement.toString()).isEqualTo("Booked");
		assertThat(entitlement.get("grossAmount").decimalValue()).as("20 x 45.125").isEqualByComparingTo("902.50");
		assertThat(entitlement.get("taxAmount").decimalValue()).isZero();
		PositionSnapshot left = position(isin);
		assertThat(left.quantity()).isEqualByComparingTo("13");
		assertThat(left.averagePrice()).as("the shares left keep their cost each").isEqualByComparingTo("10");
		assertThat(balance()).isEqualByComparingTo("902.50");
		JsonNode untouched = entitlement(tender, idle);
		assertThat(untouched.get("status").asString()).isEqualTo("Booked");
		assertThat(untouched.get("grossAmount").isNull()).as("no action: nothing paid").isTrue();
		assertThat(accounts.position(new TenantId(holders.tenantId), idle, isin, TradeProvider.ProviderA).quantity())
			.isEqualByComparingTo("50");
		assertThat(http.putJson(API + "/" + tender + "/elections/" + clientId, holders.token,
				Map.of("optionNumber", 2, "quantity", 5)).status()).as("after the deadline").isEqualTo(422);
	}

	@Test
	void aTenderOfferWithoutAnyNeededTermIsRefusedNamingThem() {
		Map<String, Object> body = CorporateActionOperator.dividend(isin, RECORD_DATE, TODAY);
		body.put("eventType", "TenderOffer");
		body.put("mandatoryVoluntary", "Voluntary");
		body.put("electionDeadline", TODAY.minusDays(1).toString());
		body.remove("grossAmountPerShare");
		body.put("options", List.of(Map.of("optionNumber", 1, "optionType", "NoAction", "isDefault", true),
				Map.of("optionNumber", 2, "optionType", "Securities", "isDefault", false)));

		Http.Response refused = http.putJson(CorporateActionOperator.ADMIN + "/CA-TEND-" + UUID.randomUUID()
			.toString().substring(0, 8), platform.adminToken(), body);

		assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		assertThat(refused.json().get("errors").propertyNames()).contains("grossAmountPerShare", "newIsinCode",
				"ratioNew", "ratioOld");
		body.put("options", List.of(Map.of("optionNumber", 1, "optionType", "NoAction", "isDefault", true),
				Map.of("optionNumber", 2, "optionType", "Cash", "isDefault", false)));
		body.remove("currencyCode");
		Http.Response noCurrency = http.putJson(CorporateActionOperator.ADMIN + "/CA-TEND-" + UUID.randomUUID()
			.toString().substring(0, 8), platform.adminToken(), body);
		assertThat(noCurrency.status()).as(noCurrency.toString()).isEqualTo(400);
		assertThat(noCurrency.json().get("errors").propertyNames()).contains("currencyCode");
	}

	@Test
	void aBookingTheLedgerRefusesFailsAloneAndTheRestOfItsBatchIsBooked() {
		DepositAccountId suspended = holders.holder(isin, "10", RECORD_DATE.minusDays(3));
		DepositAccountId other = holders.holder(isin, "20", RECORD_DATE.minusDays(3));
		Http.Response suspending = http.putJson("/api/v3/deposit-accounts/" + suspended.value() + "/status",
				holders.token, Map.of("status", "Suspended"));
		assertThat(suspending.status()).as(suspending.toString()).isEqualTo(200);
		Map<String, Object> body = newInstrument("Split", 2, 1, 1);
		body.remove("newIsinCode");
		body.remove("cashInLieuPrice");
		String split = operator.announce(body);

		operator.process();

		List<JsonNode> entitlements = get(API + "/" + split + "/entitlements").get("data").valueStream().toList();
		assertThat(entitlements).hasSize(3);
		JsonNode refused = entitlements.stream()
			.filter(entitlement -> entitlement.get("depositAccountId").asString().equals(suspended.value().toString()))
			.findFirst()
			.orElseThrow();
		assertThat(refused.get("status").asString()).isEqualTo("Failed");
		assertThat(refused.get("failure").asString()).startsWith("The ledger refused the booking: ");
		assertThat(entitlements).filteredOn(entitlement -> entitlement != refused)
			.allSatisfy(entitlement -> assertThat(entitlement.get("status").asString()).isEqualTo("Booked"));
		TenantId tenant = new TenantId(holders.tenantId);
		assertThat(accounts.position(tenant, suspended, isin, TradeProvider.ProviderA).quantity())
			.isEqualByComparingTo("10");
		assertThat(accounts.position(tenant, other, isin, TradeProvider.ProviderA).quantity())
			.isEqualByComparingTo("40");
		assertThat(get(API + "/" + split).get("status").asString()).isEqualTo("Processed");
	}

	private Map<String, Object> newInstrument(String eventType, int ratioNew, int ratioOld, double cashInLieuPrice) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("isinCode", isin);
		body.put("eventType", eventType);
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("exDate", RECORD_DATE.minusDays(1).toString());
		body.put("recordDate", RECORD_DATE.toString());
		body.put("paymentDate", TODAY.toString());
		body.put("currencyCode", "EUR");
		body.put("ratioNew", ratioNew);
		body.put("ratioOld", ratioOld);
		body.put("newIsinCode", newIsin);
		body.put("cashInLieuPrice", cashInLieuPrice);
		return body;
	}

	private JsonNode entitlement(String action, DepositAccountId account) {
		return get(API + "/" + action + "/entitlements?recordsPerPage=100").get("data")
			.valueStream()
			.filter(entitlement -> entitlement.get("depositAccountId").asString().equals(account.value().toString()))
			.findFirst()
			.orElseThrow();
	}

	private JsonNode entitlement(String action) {
		JsonNode entitlements = get(API + "/" + action + "/entitlements");
		assertThat(entitlements.get("totalRecordCount").asLong()).isEqualTo(1);
		return entitlements.get("data").get(0);
	}

	private PositionSnapshot position(String isinCode) {
		return accounts.position(new TenantId(holders.tenantId), deposit, isinCode, TradeProvider.ProviderA);
	}

	private BigDecimal balance() {
		return get("/api/v3/internal-accounts/" + cashAccount).get("balance").decimalValue();
	}

	private List<String> movements() {
		return get("/api/v3/deposit-accounts/" + deposit.value() + "/transactions").get("data")
			.valueStream()
			.map(movement -> movement.get("type").asString() + " " + movement.get("quantity").decimalValue()
				.toPlainString() + " " + movement.get("isinCode").asString())
			.toList();
	}

	private JsonNode get(String path) {
		Http.Response response = http.get(path, holders.token);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}
}

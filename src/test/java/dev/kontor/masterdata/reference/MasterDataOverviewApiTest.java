package dev.kontor.masterdata.reference;

import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.masterdata.reference.MasterDataFixture.assertBadRequest;
import static dev.kontor.masterdata.reference.MasterDataFixture.assertError;
import static org.assertj.core.api.Assertions.assertThat;

/** Overviews and details over HTTP, with and without the tenant in the path, every limit crossed. */
class MasterDataOverviewApiTest extends HttpTest {

	private static final String V2 = "/api/masterdata/v2";

	private static final String SAP = "DE0007164600";

	private String reader;

	@BeforeEach
	void sample() {
		reader = MasterDataFixture.sampleAndReader(http, platform);
	}

	@Test
	void anOverviewListsEverySectionDatedByTheProviderOrTheFallbackRule() {
		Http.Response response = http.get(V2 + "/overviews/" + SAP, reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().valueStream().map(i -> i.get("ag").asString() + "/" + i.get("bid").asString()
				+ "/" + i.get("relevantDate").asString() + "/" + i.get("sourceOfDate").asString()))
			.containsExactly("B/B1/2026-11-02/PROVIDER", "D/D2026/2026-05-14/EX_DATE", "D/D2025/2025-05-15/EX_DATE",
					"H/XETR/2024-06-01/CREATED_DATE", "K/K1/2026-10-01/UPDATED_DATE");
		JsonNode first = response.json().get(0);
		assertThat(first.get("isinCode").asString()).isEqualTo(SAP);
		assertThat(first.get("lastModification").asString()).isEqualTo("2026-11-02T06:00:00Z");
		assertThat(first.get("typeOfEvent").asString()).isEqualTo("Master data");
		assertThat(first.get("sourceOfEvent").asString()).isEqualTo("PROVIDER");
	}

	@Test
	void filtersOverviewsByAgAndInclusiveRelevantDates() {
		assertThat(bids("?ag=D")).containsExactly("D2026", "D2025");
		assertThat(bids("?relevantDateFrom=2025-05-15&relevantDateTo=2026-05-14")).containsExactly("D2026", "D2025");
		assertThat(bids("?relevantDateFrom=2025-05-16&relevantDateTo=2026-05-13")).isEmpty();
		assertThat(bids("?relevantDateTo=2024-06-01")).containsExactly("XETR");
	}

	@ParameterizedTest
	@ValueSource(strings = { "relevantDateFrom=2026-5-14", "relevantDateFrom=2026-05-140", "relevantDateTo=14.05.2026",
			"relevantDateTo=2026-02-30", "ag=Z", "ag=BB" })
	void refusesMalformedDatesAndAgs(String query) {
		assertBadRequest(http.get(V2 + "/overviews/" + SAP + "?" + query, reader), query.split("=")[0]);
	}

	@ParameterizedTest
	@ValueSource(strings = { "DE000716460", "DE00071646000", "de0007164600", "DE000716460X" })
	void refusesIsinsNotOfTwelveCharactersOfThePattern(String isin) {
		assertBadRequest(http.get(V2 + "/overviews/" + isin, reader), "isinCode");
	}

	@Test
	void anUnknownInstrumentIsNotFound() {
		assertError(http.get(V2 + "/overviews/XS0000000009", reader), 404, "NOT_FOUND", "XS0000000009");
		assertError(http.get(V2 + "/overviews?isinCodeList=XS0000000009", reader), 404, "NOT_FOUND", "ISIN");
	}

	@Test
	void multipleOverviewsLeaveOutUnknownIsins() {
		Http.Response response = http.get(V2 + "/overviews?isinCodeList=" + SAP + ",XS0000000009,US0378331005",
				reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().valueStream().map(i -> i.get("isinCode").asString()).distinct())
			.containsExactlyInAnyOrder(SAP, "US0378331005");
	}

	@Test
	void multipleOverviewsTakeAHundredIsinsAtMost() {
		assertThat(http.get(V2 + "/overviews?isinCodeList=" + isins(100), reader).status()).isEqualTo(200);
		assertBadRequest(http.get(V2 + "/overviews?isinCodeList=" + isins(101), reader), "isinCodeList");
		assertBadRequest(http.get(V2 + "/overviews", reader), "isinCodeList");
	}

	@Test
	void theTenantInThePathMustBeTheCallers() {
		UUID tenantId = platform.newTenant();
		String own = platform.clientCredentialsToken(platform.newServerClient(tenantId, "masterdata.read"),
				"masterdata.read");

		assertThat(http.get(V2 + "/tenants/" + tenantId + "/overviews/" + SAP, own).status()).isEqualTo(200);
		assertThat(http.get(V2 + "/tenants/" + tenantId + "/details/" + SAP + "/B/B1", own).status()).isEqualTo(200);
		assertError(http.get(V2 + "/tenants/" + UUID.randomUUID() + "/overviews/" + SAP, own), 403, "FORBIDDEN", "");
		assertError(http.get(V2 + "/tenants/" + UUID.randomUUID() + "/details?idList=" + SAP + "&ags=B&bids=B1", own),
				403, "FORBIDDEN", "");
	}

	@Test
	void readsNeedATokenWithTheReadScope() {
		String writerOnly = platform.clientCredentialsToken(
				platform.newServerClient(platform.newTenant(), "masterdata.write"), "masterdata.write");

		assertError(http.get(V2 + "/overviews/" + SAP), 401, "UNAUTHORIZED", "");
		assertError(http.get(V2 + "/overviews/" + SAP, writerOnly), 403, "FORBIDDEN", "");
	}

	@Test
	void detailsAnswerTheSectionsOfEveryIdAskedForByWhichIdentifierItIs() {
		Http.Response response = http.get(V2 + "/details?idList=" + SAP + ",865985,MD00000001&ags=B,H&bids=B1",
				reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().valueStream().map(i -> i.get("id").asString() + "/" + i.get("idType").asString()))
			.containsExactlyInAnyOrder(SAP + "/ISIN", "MD00000001/ID", "865985/WKN");
		JsonNode apple = response.json().valueStream().filter(i -> i.get("id").asString().equals("865985")).findFirst()
			.orElseThrow();
		assertThat(apple.get("datFields").get("currency").asString()).isEqualTo("USD");
		assertThat(apple.get("txtFields").get("shortName").get("value").asString()).isEqualTo("Apple Inc.");
	}

	@Test
	void oneDetailWithItsTableAndInstitutionsByIdType() {
		Http.Response detail = http.get(V2 + "/details/716460/H/XETR", reader);
		assertThat(detail.status()).as(detail.toString()).isEqualTo(200);
		assertThat(detail.json().get("idType").asString()).isEqualTo("WKN");
		assertThat(detail.json().get("table").get("datRows").get("1").get("mic").asString()).isEqualTo("XETR");

		Http.Response institution = http.get(V2 + "/details/IN00000001/I/I1?idType=Institution", reader);
		assertThat(institution.json().get("datFields").get("countryOfDomicile").asString()).isEqualTo("DE");
		assertError(http.get(V2 + "/details/IN00000001/I/I1", reader), 404, "NOT_FOUND", "IN00000001");
		assertError(http.get(V2 + "/details/" + SAP + "/B/B9", reader), 404, "NOT_FOUND", "B/B9");
	}

	static Stream<Arguments> badDetails() {
		return Stream.of(Arguments.of("/details/71646/B/B1", "id"), Arguments.of("/details/DE00071646000/B/B1", "id"),
				Arguments.of("/details/" + SAP + "/A/B1", "ag"), Arguments.of("/details/" + SAP + "/B/" + "b".repeat(51),
						"bid"),
				Arguments.of("/details/" + SAP + "/B/B1?idType=Fund", "idType"),
				Arguments.of("/details?idList=" + SAP + "&ags=B", "bids"),
				Arguments.of("/details?idList=" + SAP + "&bids=B1", "ags"),
				Arguments.of("/details?ags=B&bids=B1", "idList"),
				Arguments.of("/details?idList=" + SAP + "&ags=Y&bids=B1", "ags"),
				Arguments.of("/details?idList=12345&ags=B&bids=B1", "idList"));
	}

	@ParameterizedTest
	@MethodSource("badDetails")
	void refusesMalformedDetailParameters(String path, String parameter) {
		assertBadRequest(http.get(V2 + path, reader), parameter);
	}

	@Test
	void idsOfSixAndTwelveCharactersAreAccepted() {
		assertThat(http.get(V2 + "/details/716460/B/B1", reader).status()).isEqualTo(200);
		assertThat(http.get(V2 + "/details/" + SAP + "/B/B1", reader).status()).isEqualTo(200);
		assertThat(http.get(V2 + "/details/" + SAP + "/B/" + "b".repeat(50), reader).status()).isEqualTo(404);
	}

	private List<String> bids(String query) {
		Http.Response response = http.get(V2 + "/overviews/" + SAP + query, reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().valueStream().map(item -> item.get("bid").asString()).toList();
	}

	private static String isins(int count) {
		return String.join(",", Collections.nCopies(count, SAP));
	}
}

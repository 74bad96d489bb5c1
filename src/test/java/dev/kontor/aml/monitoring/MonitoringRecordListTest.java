package dev.kontor.aml.monitoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.aml.monitoring.MonitoringRecordFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

/** The list of monitoring records: every filter, paging in creation order, and every bad parameter. */
class MonitoringRecordListTest extends HttpTest {

	private MonitoringRecordFixtures aml;

	@BeforeEach
	void tenant() {
		aml = new MonitoringRecordFixtures(platform, http);
	}

	@Test
	void filtersByActivityBanCustomerAndCreationRange() {
		String annaId = aml.newCustomer();
		String bertId = aml.newCustomer();
		Map<String, Object> bannedBody = body("sanction-records", annaId);
		bannedBody.put("isBanned", true);
		String banned = aml.create("sanction-records", bannedBody).json().get("id").asString();
		Map<String, Object> inactiveBody = body("sanction-records", annaId);
		inactiveBody.putAll(Map.of("isActive", false, "isBanned", true));
		String inactiveBanned = aml.create("sanction-records", inactiveBody).json().get("id").asString();
		JsonNode bertRecord = aml.create("sanction-records", body("sanction-records", bertId)).json();
		String bert = bertRecord.get("id").asString();
		String bertCreated = bertRecord.get("createdDate").asString();
		aml.createActive("pep-records", bertId);

		assertThat(sanctionIds("")).containsExactly(banned, bert);
		assertThat(sanctionIds("includeInActiveRecords=true")).containsExactly(banned, inactiveBanned, bert);
		assertThat(sanctionIds("includeOnlyIsBanned=true")).containsExactly(banned);
		assertThat(sanctionIds("includeOnlyIsBanned=true&includeInActiveRecords=true")).containsExactly(banned,
				inactiveBanned);
		assertThat(sanctionIds("customerId=" + annaId + "&includeInActiveRecords=true")).containsExactly(banned,
				inactiveBanned);
		assertThat(sanctionIds("customerId=" + bertId)).containsExactly(bert);
		assertThat(sanctionIds("startDate=" + bertCreated)).as("start included").containsExactly(bert);
		assertThat(sanctionIds("endDate=" + bertCreated)).as("end excluded").containsExactly(banned);
		assertThat(sanctionIds("startDate=2000-01-01T00:00:00Z&endDate=2000-01-02T00:00:00Z")).isEmpty();
		assertThat(sanctionIds("endDate=2999-01-01T00:00:00Z")).containsExactly(banned, bert);
	}

	@Test
	void pagesFollowTheCreationOrder() {
		List<String> created = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			created.add(aml.createActive("other-records", aml.newCustomer()));
		}

		assertThat(idsIn("other-records", "recordsPerPage=2")).containsExactlyElementsOf(created.subList(0, 2));
		assertThat(idsIn("other-records", "recordsPerPage=2&pageNumber=2"))
			.containsExactlyElementsOf(created.subList(2, 4));
		assertThat(idsIn("other-records", "recordsPerPage=2&pageNumber=3")).containsExactly(created.get(4));
		assertThat(idsIn("other-records", "recordsPerPage=2&pageNumber=4")).isEmpty();
		assertThat(idsIn("other-records", "recordsPerPage=2147483647&pageNumber=2147483647"))
			.as("the largest values allowed")
			.isEmpty();
		assertThat(idsIn("other-records", "recordsPerPage=2147483647")).containsExactlyElementsOf(created);
		assertThat(idsIn("other-records", "")).containsExactlyElementsOf(created);
		assertThat(idsIn("pep-records", "")).as("each family lists its own records").isEmpty();
	}

	static Stream<Arguments> badParameters() {
		return Stream.of(Arguments.of("pageNumber=0", "pageNumber"), Arguments.of("recordsPerPage=0", "recordsPerPage"),
				Arguments.of("pageNumber=-1", "pageNumber"), Arguments.of("pageNumber=2147483648", "pageNumber"),
				Arguments.of("recordsPerPage=2147483648", "recordsPerPage"), Arguments.of("pageNumber=one", "pageNumber"),
				Arguments.of("customerId=not-a-uuid", "customerId"), Arguments.of("startDate=yesterday", "startDate"),
				Arguments.of("endDate=2026-13-01T00:00:00Z", "endDate"),
				Arguments.of("includeInActiveRecords=maybe", "includeInActiveRecords"),
				Arguments.of("includeOnlyIsBanned=perhaps", "includeOnlyIsBanned"),
				Arguments.of("startDate=2026-11-02T00:00:00Z&endDate=2026-11-02T00:00:00Z", "endDate"),
				Arguments.of("startDate=2026-11-02T00:00:00Z&endDate=2026-11-01T00:00:00Z", "endDate"));
	}

	@ParameterizedTest
	@MethodSource("badParameters")
	void badParametersAnswer400NamingThem(String query, String parameter) {
		Http.Response response = http.get("/api/v3/aml/pep-records?" + query, aml.reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(parameter)).as(response.toString()).isTrue();
	}

	private List<String> sanctionIds(String query) {
		return idsIn("sanction-records", query);
	}

	private List<String> idsIn(String family, String query) {
		Http.Response response = http.get("/api/v3/aml/" + family + "?" + query, aml.reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().isArray()).as("a plain array").isTrue();
		return response.json().valueStream().map(record -> record.get("id").asString()).toList();
	}
}

package dev.kontor.masterdata.reference;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.snapshot.DropDirectory;
import dev.kontor.masterdata.reference.snapshot.SnapshotImport;
import dev.kontor.shared.InvalidInput;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.masterdata.reference.MasterDataFixture.assertBadRequest;
import static dev.kontor.masterdata.reference.MasterDataFixture.assertError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The operator's snapshot import, the drop directory and the reference data the request processor reads. */
class MasterDataSnapshotImportTest extends HttpTest {

	private static final String IMPORT = "/api/masterdata/v2/admin/snapshots";

	@Autowired
	SnapshotImport snapshots;

	@Autowired
	ReferenceData referenceData;

	@Test
	void importsTheSampleAndAnswersTheCounts() {
		Http.Response response = http.postJson(IMPORT, platform.adminToken(), MasterDataFixture.sample());

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode result = response.json();
		assertThat(result.get("objects").asInt()).isEqualTo(69);
		assertThat(result.get("sections").asInt()).isGreaterThan(69 * 2);
		assertThat(result.get("fieldDefinitions").asInt()).isEqualTo(22);
		assertThat(result.get("providerTimestamp").asString()).isEqualTo("2026-11-20T18:00:00Z");
		assertThat(result.get("snapshotId").asString()).isNotBlank();
	}

	@Test
	void concurrentImportsOfTheSameObjectsTakeTurns() throws Exception {
		String admin = platform.adminToken();
		List<Callable<Integer>> imports = new ArrayList<>();
		for (int i = 0; i < 4; i++) {
			imports.add(() -> http.postJson(IMPORT, admin, MasterDataFixture.sample()).status());
		}
		List<Integer> statuses = new ArrayList<>();
		try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
			for (Future<Integer> status : pool.invokeAll(imports)) {
				statuses.add(status.get());
			}
		}

		assertThat(statuses).containsOnly(200);
	}

	@Test
	void aReimportReplacesTheObject() {
		String id = uniqueId();
		String reader = MasterDataFixture.sampleAndReader(http, platform);

		assertThat(http.postJson(IMPORT, platform.adminToken(), snapshot(id, "Quokkabank AG", "B1")).status())
			.isEqualTo(200);
		assertThat(http.postJson(IMPORT, platform.adminToken(), snapshot(id, "Wombatbank AG", "B2")).status())
			.isEqualTo(200);

		assertThat(definitions(reader, "quokkabank")).isEmpty();
		assertThat(definitions(reader, "wombatbank")).containsExactly(id);
		assertThat(http.get("/api/masterdata/v2/details/" + id + "/B/B2", reader).status()).isEqualTo(200);
		assertThat(http.get("/api/masterdata/v2/details/" + id + "/B/B1", reader).status()).isEqualTo(404);
	}

	@Test
	void anInvalidSnapshotAnswers400NamingTheProblemAndStoresNothing() {
		String id = uniqueId();
		Map<String, Object> broken = snapshot(id, "Kaputtbank AG", "B1");
		@SuppressWarnings("unchecked")
		Map<String, Object> object = ((List<Map<String, Object>>) broken.get("objects")).getFirst();
		object.put("isinCode", "DE0007164601");

		assertBadRequest(http.postJson(IMPORT, platform.adminToken(), broken), "objects[0].isinCode");
		assertBadRequest(http.postJson(IMPORT, platform.adminToken(), "{\"objects\": [}"), "not valid JSON");
		assertBadRequest(http.postJson(IMPORT, platform.adminToken(), "{\"objects\": []}"), "providerTimestamp");
		assertBadRequest(http.postJson(IMPORT, platform.adminToken(), "{\"providerTimestamp\": "
				+ "\"2026-11-25T10:00:00Z\", \"objects\": [{\"a\": 1, \"a\": 2}]}"),
				"sends property objects[0].a more than once");
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, id)).isEmpty();
	}

	@Test
	void onlyTheOperatorImports() {
		String writer = platform.clientCredentialsToken(
				platform.newServerClient(platform.newTenant(), "masterdata.read", "masterdata.write"),
				"masterdata.read masterdata.write");

		assertError(http.postJson(IMPORT, writer, MasterDataFixture.sample()), 403, "FORBIDDEN", "");
		assertError(http.postJson(IMPORT, "not-a-token", MasterDataFixture.sample()), 401, "UNAUTHORIZED", "");
	}

	@Test
	void aDroppedFileIsImportedAndMovedAndABrokenOneFailsWithItsReason(@TempDir Path directory) throws IOException {
		String id = uniqueId();
		Files.writeString(directory.resolve("good.json"), json(snapshot(id, "Dropbank AG", "B1")));
		Files.writeString(directory.resolve("broken.json"), "{\"providerTimestamp\": 42");
		Files.writeString(directory.resolve("partial.json.part"), "{");

		List<String> imported = new DropDirectory(snapshots, directory).scan();

		assertThat(imported).containsExactly("good.json");
		assertThat(directory.resolve("processed/good.json")).exists();
		assertThat(directory.resolve("failed/broken.json")).exists();
		assertThat(Files.readString(directory.resolve("failed/broken.json.error.txt"))).contains("not valid JSON");
		assertThat(directory.resolve("partial.json.part")).exists();
		assertThat(directory.resolve("good.json")).doesNotExist();
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, id)).isPresent();
	}

	@Test
	void referenceDataFindsObjectsByEveryIdentifierOfTheirType() {
		MasterDataFixture.sampleAndReader(http, platform);

		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.ISIN, "DE0007164600")).hasValueSatisfying(
				sap -> assertThat(sap.name()).isEqualTo("SAP SE"));
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.WKN, "865985"))
			.hasValueSatisfying(apple -> assertThat(apple.isinCode()).isEqualTo("US0378331005"));
		assertThat(referenceData.find(FinancialObjectType.Institution, IdType.EKN, "E9000001")).hasValueSatisfying(
				bank -> assertThat(bank.isinCode()).isNull());
		assertThat(referenceData.find(FinancialObjectType.Institution, IdType.ISIN, "DE0007164600")).isEmpty();
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.WKN, "000000")).isEmpty();
	}

	@Test
	void aProblemInALaterBatchStoresNothingOfTheEarlierBatches() {
		List<Map<String, Object>> objects = new ArrayList<>();
		for (int i = 0; i < 1_100; i++) {
			objects.add(object(uniqueId(), "Batchbank " + i + " AG", "B1"));
		}
		objects.getLast().put("isinCode", "DE0007164601");

		assertThatThrownBy(() -> importJson(Map.of("providerTimestamp", "2026-11-21T06:00:00Z", "objects", objects)))
			.isInstanceOfSatisfying(InvalidInput.class,
					ex -> assertThat(ex.errors()).containsOnlyKeys("objects[1099].isinCode"));
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, (String) objects.getFirst().get("id")))
			.isEmpty();
	}

	@Test
	void aSnapshotCutShortAfterItsFirstBatchStoresNothing() {
		List<Map<String, Object>> objects = new ArrayList<>();
		for (int i = 0; i < 1_001; i++) {
			objects.add(object(uniqueId(), "Halbbank " + i + " AG", "B1"));
		}
		String id = (String) objects.getFirst().get("id");
		String whole = json(Map.of("providerTimestamp", "2026-11-21T06:00:00Z", "objects", objects));

		assertThatThrownBy(() -> importJson(whole.substring(0, whole.length() - 20)))
			.isInstanceOfSatisfying(InvalidInput.class, ex -> assertThat(ex.getMessage()).contains("not valid JSON"));
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, id)).isEmpty();
	}

	@Test
	void fieldDefinitionsMustComeBeforeTheObjects() {
		String id = uniqueId();
		String late = "{\"providerTimestamp\": \"2026-11-21T06:00:00Z\", \"objects\": ["
				+ json(object(id, "Spaetbank AG", "B1")) + "], \"fieldDefinitions\": []}";

		assertBadRequest(http.postJson(IMPORT, platform.adminToken(), late), "fieldDefinitions before objects");
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, id)).isEmpty();
	}

	/** Field values are any JSON value; PostgreSQL refuses the NUL character in their text (the import was a 500). */
	@Test
	void theNulCharacterInAFieldValueAnswers400AndStoresNothing() {
		String id = uniqueId();
		String withNul = json(snapshot(id, "Nulbank AG", "B1")).replace("\"EUR\"", "\"EU\\u0000R\"");

		Http.Response refused = http.postJson(IMPORT, platform.adminToken(), withNul);

		assertBadRequest(refused, "line 1, column");
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, id)).isEmpty();
	}

	@Test
	void aNullFieldDefinitionAnswers400NamingItAndStoresNothing() {
		String id = uniqueId();
		String withNull = "{\"providerTimestamp\": \"2026-11-21T06:00:00Z\", \"fieldDefinitions\": [null], \"objects\": ["
				+ json(object(id, "Nullbank AG", "B1")) + "]}";

		Http.Response refused = http.postJson(IMPORT, platform.adminToken(), withNull);

		assertBadRequest(refused, "fieldDefinitions[0]");
		assertThat(refused.json().get("exception").asString()).isEqualTo("invalid-input");
		assertThat(referenceData.find(FinancialObjectType.Instrument, IdType.EKN, id)).isEmpty();
	}

	private void importJson(Object snapshot) {
		String document = snapshot instanceof String text ? text : json(snapshot);
		snapshots.importJson(new ByteArrayInputStream(document.getBytes(StandardCharsets.UTF_8)), "test");
	}

	private List<String> definitions(String reader, String search) {
		Http.Response response = http.get("/api/masterdata/v2/definitions?page=1&searchParameter=" + search, reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get(0).get("data").valueStream().map(d -> d.get("idName").asString()).toList();
	}

	/** A snapshot of one instrument of the test's own. */
	private static Map<String, Object> snapshot(String id, String name, String bid) {
		return Map.of("providerTimestamp", "2026-11-21T06:00:00Z", "objects", List.of(object(id, name, bid)));
	}

	/** An instrument of the test's own, with one B section. */
	private static Map<String, Object> object(String id, String name, String bid) {
		return new HashMap<>(Map.of("id", id, "objectType", "Instrument", "isinCode", "XS1234567896", "ekn", id,
				"name", name, "type", "Bond", "sections", List.of(Map.of("ag", "B", "bid", bid, "lastModification",
						"2026-11-21T06:00:00Z", "createdDate", "2026-11-21T06:00:00Z", "datFields",
						Map.of("currency", "EUR")))));
	}

	private static String uniqueId() {
		return "T" + UUID.randomUUID().toString().replace("-", "").substring(0, 11).toUpperCase();
	}

	private static String json(Object value) {
		return JsonMapper.builder().build().writeValueAsString(value);
	}
}

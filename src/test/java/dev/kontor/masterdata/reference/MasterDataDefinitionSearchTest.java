package dev.kontor.masterdata.reference;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Definitions searches for words common enough that the import counts them (the tests count words of three objects
 * as common): pages and totals stay exact, also together with an identifier and after a reimport changes the names.
 */
class MasterDataDefinitionSearchTest extends HttpTest {

	private static final String IMPORT = "/api/masterdata/v2/admin/snapshots";

	/** A word no other test's names have, so that the totals below are this test's objects alone. */
	private final String word = "zq" + ThreadLocalRandom.current()
		.ints(8, 'a', 'z' + 1)
		.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append);

	private final String prefix = word.substring(0, 8);

	private String reader;

	@BeforeEach
	void reader() {
		reader = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "masterdata.read"),
				"masterdata.read");
	}

	@Test
	void aCommonWordPagesInNameOrderAndCountsEveryMatchOnce() {
		importObjects(List.of(object("Anker " + word + " AG"), object("Birke " + word + " Bank " + word + "x SE"),
				object("Cedar " + word + " plc"), object("Dune " + word + " Inc."), object("Esche Holding AG")));

		Http.Response first = definitions(prefix, 1, 3);
		Http.Response second = definitions(prefix, 2, 3);

		assertPage(first, 4, false, "Anker " + word + " AG", "Birke " + word + " Bank " + word + "x SE",
				"Cedar " + word + " plc");
		assertPage(second, 4, true, "Dune " + word + " Inc.");
	}

	@Test
	void aCommonWordTogetherWithAnExactIdentifierCountsBoth() {
		String id = word + "id";
		importObjects(List.of(object("Anker " + id + " AG"), object("Birke " + id + " SE"),
				object("Cedar " + id + " plc"), objectWithId(id, "Zeder Werke AG")));

		assertPage(definitions(id, 1, 2), 4, false, "Anker " + id + " AG", "Birke " + id + " SE");
		assertPage(definitions(id, 2, 2), 4, true, "Cedar " + id + " plc", "Zeder Werke AG");
	}

	@Test
	void severalCommonWordsFindTheNamesHavingAll() {
		importObjects(List.of(object("Alpha " + word + " Energie AG"), object("Energie " + word + " Nord SE"),
				object("Nord " + word + " Alpha plc"), object(word + " Energiewerke Alpha Inc."),
				object("Alpha Energie GmbH")));

		assertPage(definitions(word + " alph ener", 1, 1), 2, false, "Alpha " + word + " Energie AG");
		assertPage(definitions("ener " + word, 1, 10), 3, true, "Alpha " + word + " Energie AG",
				"Energie " + word + " Nord SE", word + " Energiewerke Alpha Inc.");
		assertPage(definitions("ener " + word, 3, 2), 3, true);
	}

	@Test
	void aWordOfManyNamesPagesTheSameWhetherItsPageIsWalkedForOrReadFromItsRange() {
		List<String> inOrder = importManyNames("Aal", "Aar");

		// The first pages are found among the first objects in name order; later ones are read from the range,
		// where a walk would read more objects than there are matches.
		for (int page : List.of(1, 2, 30, 74, 75)) {
			assertPage(definitions(prefix, page, 2), 150, page == 75,
					inOrder.subList(2 * (page - 1), 2 * page).toArray(String[]::new));
		}
	}

	@Test
	void aWordWhoseNamesComeLastInNameOrderIsReadFromItsRangeWhenTheWalkGivesUp() {
		List<String> inOrder = importManyNames("Zzyzx", "Zzz");

		assertPage(definitions(prefix, 1, 2), 150, false, inOrder.subList(0, 2).toArray(String[]::new));
	}

	/** 150 names with the test's word after a first word of two kinds; answers them in name order. */
	private List<String> importManyNames(String first, String second) {
		List<Map<String, Object>> objects = new ArrayList<>();
		List<String> names = new ArrayList<>();
		for (int i = 0; i < 150; i++) {
			String name = String.format("%s Nr %03d Werke AG %s", i % 2 == 0 ? first : second, i, word);
			objects.add(object(name));
			names.add(name);
		}
		importObjects(objects);
		return names.stream().sorted(Comparator.comparing(String::toLowerCase)).toList();
	}

	@Test
	void countsFollowAReimportThatRenamesObjects() {
		List<Map<String, Object>> objects = List.of(object("Anker " + word + " AG"), object("Birke " + word + " AG"),
				object("Cedar " + word + " AG"), object("Dune " + word + " AG"));
		importObjects(objects);
		assertThat(total(definitions(prefix, 1, 1))).isEqualTo(4);

		importObjects(List.of(renamed(objects.get(0), "Anker Werke AG")));
		assertThat(total(definitions(prefix, 1, 1))).isEqualTo(3);

		importObjects(List.of(renamed(objects.get(1), "Birke Werke AG"), renamed(objects.get(2), "Cedar Werke AG")));
		assertPage(definitions(prefix, 1, 1), 1, true, "Dune " + word + " AG");
	}

	private void importObjects(List<Map<String, Object>> objects) {
		Http.Response imported = http.postJson(IMPORT, platform.adminToken(),
				Map.of("providerTimestamp", "2026-11-24T06:00:00Z", "objects", objects));
		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
	}

	private static Map<String, Object> object(String name) {
		return objectWithId("T" + UUID.randomUUID().toString().replace("-", "").substring(0, 11).toUpperCase(), name);
	}

	private static Map<String, Object> objectWithId(String id, String name) {
		return Map.of("id", id, "objectType", "Instrument", "isinCode", TestIsins.random(), "name", name, "type",
				"Equity", "sections", List.of());
	}

	private static Map<String, Object> renamed(Map<String, Object> object, String name) {
		return objectWithId((String) object.get("id"), name);
	}

	private Http.Response definitions(String search, int page, int recordsPerPage) {
		return http.get("/api/masterdata/v2/definitions?page=" + page + "&recordsPerPage=" + recordsPerPage
				+ "&searchParameter=" + search.replace(" ", "+"), reader);
	}

	private static long total(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get(0).get("totalRecordCount").asLong();
	}

	private static void assertPage(Http.Response response, long total, boolean lastPage, String... names) {
		assertThat(total(response)).isEqualTo(total);
		JsonNode page = response.json().get(0);
		assertThat(page.get("lastPage").asBoolean()).isEqualTo(lastPage);
		List<String> found = new ArrayList<>();
		page.get("data").forEach(definition -> found.add(definition.get("name").asString()));
		assertThat(found).containsExactly(names);
	}
}

package dev.kontor.shared.openapi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OpenApiDocument;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code docs/openapi.json} is the running server's OpenAPI document, which the build generates the Java client
 * from: a change of the API that is not in the committed file fails here. The file holds the document of a server
 * at the default issuer, {@value #COMMITTED_ISSUER}, without the tests' own probes ({@code /api/test/}).
 * {@code -Dkontor.openapi.write=true} rewrites the file instead of comparing.
 */
class CommittedOpenApiDocumentTest extends HttpTest {

	static final Path FILE = Path.of("docs", "openapi.json");

	static final String COMMITTED_ISSUER = "http://localhost:8080";

	private static final String REFRESH = "./mvnw test -Dtest=CommittedOpenApiDocumentTest -Dkontor.openapi.write=true";

	private static final JsonMapper JSON = JsonMapper.builder()
		.enable(SerializationFeature.INDENT_OUTPUT)
		.enable(JsonNodeFeature.WRITE_PROPERTIES_SORTED)
		.build();

	@Test
	void theCommittedDocumentIsTheServersDocument() throws IOException {
		JsonNode served = asCommitted(OpenApiDocument.fetch(http));
		if (Boolean.getBoolean("kontor.openapi.write")) {
			Files.writeString(FILE, JSON.writeValueAsString(served) + "\n", StandardCharsets.UTF_8);
			return;
		}

		assertThat(FILE).as("%s is missing; write it with %s", FILE, REFRESH).exists();
		JsonNode committed = JSON.readTree(Files.readString(FILE, StandardCharsets.UTF_8));
		List<String> differences = new ArrayList<>();
		compare("", committed, served, differences);
		assertThat(differences)
			.as(() -> FILE + " differs from the running server's OpenAPI document (" + differences.size()
					+ " places, committed -> served):\n  " + String.join("\n  ", differences.subList(0,
							Math.min(20, differences.size())))
					+ "\nRefresh it with\n  " + REFRESH + "\nand commit it with the change of the API.")
			.isEmpty();
	}

	/** The document as the committed file holds it: the default issuer, no test probes, nothing they alone use. */
	static JsonNode asCommitted(JsonNode served) {
		JsonNode document = JSON.readTree(served.toString().replace(BASE_URL, COMMITTED_ISSUER));
		ObjectNode paths = (ObjectNode) document.get("paths");
		List<String> probes = paths.propertyNames().stream().filter(path -> path.startsWith("/api/test/")).toList();
		probes.forEach(paths::remove);
		JsonNode schemas = document.path("components").path("schemas");
		if (schemas instanceof ObjectNode components) {
			Set<String> used = referencedSchemas(document);
			List<String> unused = components.propertyNames().stream().filter(name -> !used.contains(name)).toList();
			unused.forEach(components::remove);
		}
		return document;
	}

	/** The schemas the paths refer to, and the schemas those refer to, and so on. */
	private static Set<String> referencedSchemas(JsonNode document) {
		Set<String> used = new HashSet<>();
		List<JsonNode> toVisit = new ArrayList<>(List.of(document.get("paths")));
		while (!toVisit.isEmpty()) {
			JsonNode node = toVisit.removeLast();
			for (JsonNode reference : node.findValues("$ref")) {
				String name = reference.asString().substring(reference.asString().lastIndexOf('/') + 1);
				if (used.add(name)) {
					toVisit.add(document.path("components").path("schemas").path(name));
				}
			}
		}
		return used;
	}

	private static void compare(String pointer, JsonNode committed, JsonNode served, List<String> differences) {
		if (committed.isObject() && served.isObject()) {
			Set<String> names = new TreeSet<>(committed.propertyNames());
			names.addAll(served.propertyNames());
			for (String name : names) {
				compare(pointer + "/" + name.replace("~", "~0").replace("/", "~1"), committed.path(name),
						served.path(name), differences);
			}
		}
		else if (!committed.equals(served)) {
			differences.add(pointer + ": " + shorten(committed) + " -> " + shorten(served));
		}
	}

	private static String shorten(JsonNode node) {
		String text = node.isMissingNode() ? "(absent)" : node.toString();
		return text.length() > 120 ? text.substring(0, 120) + "…" : text;
	}
}

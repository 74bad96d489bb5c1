package dev.kontor.shared.openapi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.info.BuildProperties;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import dev.kontor.shared.security.Scopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OpenApiDocument;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OpenAPI document as generated clients and Swagger UI read it: no parameter the server takes from the token,
 * Kontor's name and version, the OAuth 2 flows of the platform's authorization server, and on every operation the
 * scopes its rules enforce.
 */
class OpenApiDocumentTest extends HttpTest {

	@Autowired
	BuildProperties build;

	@Autowired
	@Qualifier("requestMappingHandlerMapping")
	RequestMappingHandlerMapping handlers;

	private JsonNode document;

	@BeforeEach
	void readDocument() {
		document = OpenApiDocument.fetch(http);
	}

	@Test
	void noOperationHasACallerParameterAndNoCallerSchemaRemains() {
		List<String> operationsWithCaller = new ArrayList<>();
		int parameters = 0;
		for (Map.Entry<String, JsonNode> path : document.get("paths").properties()) {
			for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
				for (JsonNode parameter : operation.getValue().path("parameters")) {
					parameters++;
					if (parameter.path("name").asString().equalsIgnoreCase("caller")) {
						operationsWithCaller.add(operation.getKey() + " " + path.getKey());
					}
				}
			}
		}

		assertThat(parameters).as("parameters seen").isGreaterThan(100);
		assertThat(operationsWithCaller).isEmpty();
		assertThat(document.path("components").path("schemas").has("Caller")).isFalse();
		assertThat(document.toString()).doesNotContain("platformAdmin");
	}

	@Test
	void namesKontorItsBuildVersionAndWhatItIs() {
		JsonNode info = document.get("info");

		assertThat(info.get("title").asString()).isEqualTo("Kontor");
		assertThat(build.getVersion()).matches("\\d+\\.\\d+\\.\\d+.*");
		assertThat(info.get("version").asString()).isEqualTo(build.getVersion());
		assertThat(info.get("description").asString()).contains("securities trading", "/connect/token");
		assertThat(document.get("servers").get(0).get("url").asString()).isEqualTo(BASE_URL);
	}

	@Test
	void declaresClientCredentialsAndAuthorizationCodeFlowsWithEveryScopeDescribed() {
		JsonNode scheme = document.get("components").get("securitySchemes").get(OpenApiConfiguration.SCHEME);

		assertThat(scheme.get("type").asString()).isEqualTo("oauth2");
		JsonNode clientCredentials = scheme.get("flows").get("clientCredentials");
		JsonNode authorizationCode = scheme.get("flows").get("authorizationCode");
		assertThat(clientCredentials.get("tokenUrl").asString()).isEqualTo(BASE_URL + "/connect/token");
		assertThat(authorizationCode.get("authorizationUrl").asString()).isEqualTo(BASE_URL + "/connect/authorize");
		assertThat(authorizationCode.get("tokenUrl").asString()).isEqualTo(BASE_URL + "/connect/token");
		Set<String> every = new TreeSet<>(Scopes.API_SCOPES);
		every.addAll(Scopes.OPENID_SCOPES);
		for (JsonNode flow : List.of(clientCredentials, authorizationCode)) {
			assertThat(flow.get("scopes").propertyNames()).containsExactlyInAnyOrderElementsOf(every);
			for (String scope : every) {
				assertThat(flow.get("scopes").get(scope).asString()).as(scope).isNotBlank().isNotEqualTo(scope);
			}
		}
	}

	@Test
	void knownOperationsDeclareTheScopesTheirRulesNeed() {
		assertThat(alternatives("get", "/api/v3/clients")).containsExactly(List.of("clients.read"));
		assertThat(alternatives("post", "/api/v3/clients")).containsExactly(List.of("clients.write"));
		assertThat(alternatives("put", "/api/v3/aml/action-evaluations/{id}/status"))
			.containsExactly(List.of("aml.officer"));
		// hasAnyAuthority: either scope is enough
		assertThat(alternatives("put", "/api/v3/aml/action-evaluations/{id}/reason-note"))
			.containsExactlyInAnyOrder(List.of("aml.officer"), List.of("aml.write"));
		assertThat(alternatives("put", "/api/pricefeed/v2/instruments/settlement-settings"))
			.containsExactlyInAnyOrder(List.of("pricefeed.admin"), List.of("platform.admin"));
		// the operator API's rule over its whole path
		assertThat(alternatives("post", "/admin/v1/tenants")).containsExactly(List.of("platform.admin"));
		assertThat(alternatives("post", "/admin/v1/aml/screening-list")).containsExactly(List.of("platform.admin"));
	}

	@Test
	void everyOperationDeclaresAtLeastOneScopeInEachAlternative() {
		List<String> undeclared = new ArrayList<>();
		int operations = 0;
		for (Map.Entry<String, JsonNode> path : document.get("paths").properties()) {
			// The tests' own probes are not operations of the product.
			if (path.getKey().startsWith("/api/test/")) {
				continue;
			}
			// Identity providers' callbacks carry no token: the provider's signature authenticates them.
			if (path.getKey().startsWith("/api/v3/kyc/providers/")) {
				continue;
			}
			for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
				operations++;
				List<List<String>> alternatives = alternatives(operation.getKey(), path.getKey());
				if (alternatives.isEmpty() || alternatives.stream().anyMatch(List::isEmpty)) {
					undeclared.add(operation.getKey() + " " + path.getKey());
				}
				alternatives.forEach(scopes -> assertThat(Scopes.API_SCOPES).containsAll(scopes));
			}
		}

		assertThat(operations).isGreaterThan(50);
		assertThat(undeclared).isEmpty();
	}

	@Test
	void everyOperationHasAnIdOfItsOwnNamedAfterItsMethodAndController() {
		List<String> ids = new ArrayList<>();
		document.get("paths")
			.forEach(path -> path.forEach(operation -> ids.add(operation.path("operationId").asString())));

		assertThat(ids).doesNotHaveDuplicates().allMatch(id -> id.matches("[a-z][A-Za-z]+"));
		assertThat(document.get("paths").get("/api/v3/clients/{id}").get("get").get("operationId").asString())
			.isEqualTo("getClient");
		assertThat(document.get("paths").get("/admin/v1/oauth-clients").get("post").get("operationId").asString())
			.isEqualTo("registerOAuthClientAdmin");
		// one handler at two paths: with and without the tenant
		assertThat(document.get("paths").get("/api/masterdata/v2/overviews/{isinCode}").get("get").get("operationId")
			.asString()).isEqualTo("overviewTenantReads");
		assertThat(document.get("paths")
			.get("/api/masterdata/v2/tenants/{tenantId}/overviews/{isinCode}")
			.get("get")
			.get("operationId")
			.asString()).isEqualTo("overviewTenantReadsOfTenant");
	}

	/**
	 * A schema generator reads every bean getter of a record as a property ({@code NewOrder.isMoneyOrder()} made
	 * order placement document a {@code moneyOrder} the server never reads), so a record's schema must hold only
	 * what the record declares.
	 */
	@Test
	void aRecordsSchemaHoldsOnlyTheRecordsOwnProperties() {
		Map<String, Set<String>> declared = RecordProperties.bySimpleName("dev.kontor");
		List<String> undeclared = new ArrayList<>();
		int compared = 0;
		for (Map.Entry<String, JsonNode> schema : document.get("components").get("schemas").properties()) {
			Set<String> own = declared.get(schema.getKey());
			if (own != null) {
				compared++;
				schema.getValue().path("properties").propertyNames().stream().filter(name -> !own.contains(name))
					.forEach(name -> undeclared.add(schema.getKey() + "." + name));
			}
		}

		assertThat(compared).as("record schemas compared").isGreaterThan(100);
		assertThat(undeclared).isEmpty();
	}

	/**
	 * The document names a body's schema after its record's simple name, so records of one name share one schema:
	 * four status changes once shared the mandates' {@code Active}/{@code Revoked}, and a generated client could not
	 * onboard a client record. Records of one name must therefore declare the same components.
	 */
	@Test
	void requestBodyRecordsOfOneNameDeclareTheSameComponents() {
		Map<String, Set<String>> shapesByName = new TreeMap<>();
		handlers.getHandlerMethods().values().stream()
			.flatMap(handler -> Arrays.stream(handler.getMethodParameters()))
			.filter(parameter -> parameter.hasParameterAnnotation(RequestBody.class))
			.map(MethodParameter::getParameterType)
			.filter(Class::isRecord)
			.forEach(type -> shapesByName.computeIfAbsent(type.getSimpleName(), name -> new TreeSet<>())
				.add(shape(type)));

		assertThat(shapesByName).as("request body records").hasSizeGreaterThan(40);
		assertThat(shapesByName).allSatisfy((name, shapes) -> assertThat(shapes).as(name).hasSize(1));
		assertThat(document.at("/components/schemas/ClientStatusChange/properties/status/enum")
			.valueStream().map(JsonNode::asString)).contains("Onboarded");
	}

	private static String shape(Class<?> record) {
		return Arrays.stream(record.getRecordComponents())
			.map(component -> Arrays.toString(component.getAccessor().getAnnotations()) + " "
					+ component.getGenericType() + " " + component.getName())
			.toList()
			.toString();
	}

	@Test
	void aJsonValueOfAnyTypeHasNoType() {
		JsonNode values = document.get("components").get("schemas").get("DetailItem").get("properties")
			.get("datFields").get("additionalProperties");

		assertThat(values.get("description").asString()).isEqualTo(AnyJsonValue.DESCRIPTION);
		assertThat(values.has("type")).isFalse();
		assertThat(document.get("components").get("schemas").has("JsonNode")).isFalse();
	}

	@Test
	void everyOperationListsTheErrorsItsShapeCanAnswerWithTheErrorBodyOfItsApi() {
		List<String> missing = new ArrayList<>();
		for (Map.Entry<String, JsonNode> path : document.get("paths").properties()) {
			boolean masterData = path.getKey().startsWith("/api/masterdata/");
			String schema = "#/components/schemas/" + (masterData ? "MasterDataError" : "ProblemDetails");
			String mediaType = masterData ? "application/json" : "application/problem+json";
			for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
				JsonNode responses = operation.getValue().get("responses");
				List<String> expected = new ArrayList<>(List.of("500", "503"));
				if (path.getKey().contains("{")) {
					expected.add("404");
				}
				if (operation.getValue().has("requestBody")) {
					expected.addAll(List.of("400", "413", "415"));
				}
				if (operation.getValue().has("security")) {
					expected.addAll(List.of("401", "403"));
				}
				if (!operation.getKey().equals("get")) {
					expected.addAll(List.of("409", "422"));
				}
				responses.properties().stream().filter(answer -> answer.getKey().matches("[45]\\d\\d"))
					.filter(answer -> !schema.equals(answer.getValue().path("content").path(mediaType).path("schema")
						.path("$ref").asString("")))
					.forEach(answer -> missing.add(operation.getKey() + " " + path.getKey() + " " + answer.getKey()
							+ " body"));
				expected.stream().filter(code -> !responses.has(code))
					.forEach(code -> missing.add(operation.getKey() + " " + path.getKey() + " " + code));
			}
		}

		assertThat(missing).isEmpty();
		assertThat(document.get("paths").get("/api/pricefeed/v2/quotes").get("get").get("responses").get("429")
			.get("headers").has("Retry-After")).isTrue();
		assertThat(document.get("paths").get("/api/v3/clients/{id}").get("put").get("responses").has("412")).isTrue();
	}

	@Test
	void theProblemSchemaHoldsWhatARealErrorAnswerHolds() {
		var tenantId = platform.newTenant();
		String reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");

		Http.Response notFound = http.get("/api/v3/clients/" + java.util.UUID.randomUUID(), reader);

		assertThat(notFound.status()).isEqualTo(404);
		assertThat(notFound.headers().get("content-type")).containsExactly("application/problem+json");
		JsonNode problem = document.get("components").get("schemas").get("ProblemDetails");
		assertThat(notFound.json().propertyNames())
			.containsExactlyInAnyOrderElementsOf(problem.get("properties").propertyNames());
		assertThat(problem.get("required").valueStream().map(JsonNode::asString))
			.containsExactlyInAnyOrderElementsOf(notFound.json().propertyNames());
	}

	@Test
	void successAnswersAreTheStatusesTheControllersAnswer() {
		assertThat(answers("post", "/api/v3/clients")).contains("201").doesNotContain("200");
		assertThat(answers("post", "/api/client/{clientId}/order")).contains("201", "200");
		assertThat(answers("delete", "/api/client/{clientId}/order/{clientOrderId}")).contains("202")
			.doesNotContain("200");
		assertThat(answers("put", "/api/client/{clientId}/order/{clientOrderId}")).contains("202")
			.doesNotContain("200");
		assertThat(answers("post", "/admin/v1/events")).contains("202", "429").doesNotContain("200");
		assertThat(answers("post", "/api/v3/clients/{clientId}/kyc-sessions")).contains("201", "200");
	}

	@Test
	void quoteIngestionDescribesItsBodyAsAnArrayOrLinesOfQuotes() {
		JsonNode content = document.get("paths").get("/api/pricefeed/v2/quotes/ingest").get("post")
			.get("requestBody").get("content");

		assertThat(content.get("application/json").get("schema").get("type").asString()).isEqualTo("array");
		assertThat(content.get("application/x-ndjson").get("schema").get("$ref").asString())
			.endsWith("/QuoteInput");
		JsonNode isin = document.get("components").get("schemas").get("QuoteInput").get("properties").get("isinCode");
		assertThat(isin.get("pattern").asString()).isEqualTo("^[A-Z]{2}[A-Z0-9]{9}[0-9]$");
	}

	@Test
	void everyJsonRequestBodyHasAnExample() {
		List<String> without = new ArrayList<>();
		for (Map.Entry<String, JsonNode> path : document.get("paths").properties()) {
			for (Map.Entry<String, JsonNode> operation : path.getValue().properties()) {
				JsonNode json = operation.getValue().path("requestBody").path("content").path("application/json");
				if (!json.isMissingNode() && !json.has("example")) {
					without.add(operation.getKey() + " " + path.getKey());
				}
			}
		}

		assertThat(without).isEmpty();
		JsonNode placement = document.get("paths").get("/api/client/{clientId}/order").get("post").get("requestBody")
			.get("content").get("application/json").get("example");
		assertThat(placement.propertyNames()).contains("clientOrderId", "isinCode");
	}

	private List<String> answers(String method, String path) {
		JsonNode operation = document.get("paths").path(path).path(method);
		assertThat(operation.isMissingNode()).as(method + " " + path).isFalse();
		return operation.get("responses").propertyNames().stream().toList();
	}

	@Test
	void theDeclaredScopeIsTheOneTheServerChecks() {
		var tenantId = platform.newTenant();
		String reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");
		String writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write"),
				"clients.write");

		assertThat(http.get("/api/v3/clients", reader).status()).isEqualTo(200);
		assertThat(http.get("/api/v3/clients", writer).status()).isEqualTo(403);
		assertThat(http.get("/admin/v1/tenants", reader).status()).isEqualTo(403);
	}

	@Test
	void swaggerUiUsesPkceForTheAuthorizationCodeFlow() {
		Http.Response initializer = http.get("/swagger-ui/swagger-initializer.js");

		assertThat(initializer.status()).isEqualTo(200);
		assertThat(initializer.body()).contains("usePkceWithAuthorizationCodeGrant").contains("/v3/api-docs");
	}

	private List<List<String>> alternatives(String method, String path) {
		JsonNode operation = document.get("paths").path(path).path(method);
		assertThat(operation.isMissingNode()).as(method + " " + path).isFalse();
		List<List<String>> alternatives = new ArrayList<>();
		for (JsonNode requirement : operation.path("security")) {
			alternatives.add(requirement.path(OpenApiConfiguration.SCHEME).valueStream().map(JsonNode::asString)
				.toList());
		}
		return alternatives;
	}
}

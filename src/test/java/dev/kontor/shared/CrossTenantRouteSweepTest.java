package dev.kontor.shared;

import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.RequestMappingInfoHandlerMapping;

import dev.kontor.accounts.Accounts;
import dev.kontor.shared.CrossTenantCases.Call;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every route of the running application, called by one tenant with another tenant's ids in the path, the query and
 * the body. The routes come from the handler mappings, so that a new route without a cross-tenant case (or a
 * reasoned exemption in {@link CrossTenantCases}) fails here. A refusal must answer A's ids exactly as ids that
 * exist nowhere, so that the status does not tell another tenant that a record exists. The authorization server's
 * own endpoints ({@code /connect/**}, {@code /.well-known/**}) are filters, not handler mappings; their tenant
 * isolation is tested in the identity module (introspection, revocation, user info).
 */
class CrossTenantRouteSweepTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Autowired
	List<RequestMappingInfoHandlerMapping> handlerMappings;

	@Autowired
	Accounts accounts;

	@Test
	void everyRouteHasACrossTenantCaseOrIsExemptByDesign() {
		Set<String> routes = routes();
		Map<String, CrossTenantCases.Sweep> cases = CrossTenantCases.all();

		assertThat(routes.stream().filter(route -> !cases.containsKey(route) && !exempt(route)).toList())
			.as("routes without a cross-tenant case in CrossTenantCases (add one, or an exemption with its reason)")
			.isEmpty();
		assertThat(cases.keySet().stream().filter(route -> !routes.contains(route)).toList())
			.as("cases of routes the application no longer has")
			.isEmpty();
		assertThat(CrossTenantCases.EXEMPT.keySet().stream().filter(route -> !routes.contains(route)).toList())
			.as("exemptions of routes the application no longer has")
			.isEmpty();
		assertThat(routes.stream().filter(route -> route.contains(" /admin/")).map(cases::get))
			.as("every operator route is swept")
			.doesNotContainNull();
	}

	@Test
	void anotherTenantNeitherSeesNorChangesTenantAsRecords() {
		TenantA a = new TenantA(http, platform);
		a.book(accounts);
		TenantA ghost = TenantA.ghost();
		Map<String, JsonNode> before = a.snapshot();
		String other = otherTenantsToken();
		CrossTenantCases.Own own = ownRecords(other);
		List<String> failures = new ArrayList<>();

		CrossTenantCases.all().forEach((route, sweep) -> {
			String method = route.substring(0, route.indexOf(' '));
			List<Call> calls = sweep.calls(a, own);
			List<Call> ghostCalls = sweep.calls(ghost, own);
			for (int i = 0; i < calls.size(); i++) {
				Call call = calls.get(i);
				if (route.contains(" /admin/") && call.expect() != CrossTenantCases.Expect.FORBIDDEN) {
					failures.add(route + ": an operator route must be FORBIDDEN to a tenant");
				}
				Http.Response response = send(method, call, other);
				failure(method, call, response, a.traces()).ifPresent(failures::add);
				if (call.expect() != CrossTenantCases.Expect.OWN_SCOPE) {
					Http.Response nowhere = send(method, ghostCalls.get(i), other);
					if (nowhere.status() != response.status()) {
						failures.add(method + " " + call.path() + " answered " + response.status()
								+ " for A's record but " + nowhere.status() + " for one that exists nowhere: "
								+ nowhere.body());
					}
				}
			}
		});

		Map<String, JsonNode> after = a.snapshot();
		SoftAssertions.assertSoftly(softly -> {
			softly.assertThat(failures).as("calls of another tenant that answered what they must not").isEmpty();
			softly.assertThat(after).as("tenant A's records, read by A, after the other tenant's calls")
				.isEqualTo(before);
		});
	}

	/** A fresh tenant whose server client holds every scope but the operator's. */
	private String otherTenantsToken() {
		Set<String> scopes = TenantA.tenantScopes();
		return platform.clientCredentialsToken(
				platform.newServerClient(platform.newTenant(), scopes.toArray(String[]::new)),
				String.join(" ", scopes));
	}

	/** A client record of the other tenant with a bank account, named in bodies next to A's ids. */
	private CrossTenantCases.Own ownRecords(String bearer) {
		String clientKey = Platform.unique("own-key");
		Http.Response client = http.postJson("/api/v3/clients", bearer, Map.of("clientKey", clientKey, "clientType",
				"Retail", "name", "Other", "surname", "Tenant"));
		assertThat(client.status()).as(client.toString()).isEqualTo(201);
		String clientId = client.json().get("id").asString();
		Http.Response account = http.postJson("/api/v3/bank-accounts", bearer, TenantA.bankAccountBody(clientId));
		assertThat(account.status()).as(account.toString()).isEqualTo(200);
		return new CrossTenantCases.Own(clientId, clientKey, account.json().get("id").asString());
	}

	private Http.Response send(String method, Call call, String bearer) {
		HttpRequest.Builder request = http.request(call.path()).header("Authorization", "Bearer " + bearer);
		if (call.body() == null) {
			return http.send(request.method(method, HttpRequest.BodyPublishers.noBody()));
		}
		return http.send(request.header("Content-Type", "application/json")
			.method(method, HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(call.body()))));
	}

	/** What is wrong with the answer, if anything: a status the case does not admit, or a trace of A's data. */
	private static Optional<String> failure(String method, Call call, Http.Response response, List<String> traces) {
		String sent = call.path() + (call.body() == null ? "" : JSON.writeValueAsString(call.body()));
		List<String> leaked = traces.stream()
			.filter(trace -> !sent.contains(trace) && response.body().contains(trace))
			.toList();
		boolean success = response.status() >= 200 && response.status() < 300;
		boolean admitted = call.expect().refusals.contains(response.status())
				|| success && call.expect().admitsSuccess();
		if (admitted && leaked.isEmpty()) {
			return Optional.empty();
		}
		String body = response.body().length() > 300 ? response.body().substring(0, 300) + "…" : response.body();
		return Optional.of(method + " " + call.path() + " (" + call.expect() + ") answered "
				+ response.status() + (leaked.isEmpty() ? "" : " with A's " + leaked) + ": " + body);
	}

	private boolean exempt(String route) {
		String path = route.substring(route.indexOf(' ') + 1);
		return CrossTenantCases.EXEMPT.containsKey(route)
				|| CrossTenantCases.EXEMPT_PREFIXES.stream().anyMatch(path::startsWith);
	}

	/** "METHOD pattern" of every handler method; a mapping without methods is written ANY. */
	private Set<String> routes() {
		Set<String> routes = new TreeSet<>();
		for (RequestMappingInfoHandlerMapping mapping : handlerMappings) {
			for (RequestMappingInfo info : mapping.getHandlerMethods().keySet()) {
				Set<RequestMethod> methods = info.getMethodsCondition().getMethods();
				for (String pattern : info.getPatternValues()) {
					if (methods.isEmpty()) {
						routes.add("ANY " + pattern);
					}
					methods.forEach(method -> routes.add(method.name() + " " + pattern));
				}
			}
		}
		return routes;
	}
}

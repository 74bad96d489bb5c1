package dev.kontor.shared.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.ApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.pattern.PathPattern;

import dev.kontor.testing.HttpTest;

/**
 * The indexed lookup chooses what Spring MVC's full scan chooses, for a request to every path of the application in
 * every method, and for the shapes a broken or hostile client sends (encoded and doubled separators, path parameters,
 * trailing slashes, unknown paths): the same handler method, or the same refusal.
 */
class IndexedRequestMappingsTest extends HttpTest {

	@Autowired
	@Qualifier("requestMappingHandlerMapping")
	RequestMappingHandlerMapping mappings;

	@Autowired
	ApplicationContext context;

	@Test
	void theApplicationsMappingsAreIndexed() {
		assertThat(mappings).isInstanceOf(IndexedRequestMappings.class);
		assertThat(mappings.getHandlerMethods()).hasSizeGreaterThan(100);
	}

	@Test
	void choosesWhatTheFullScanChoosesForEveryPathAndMethod() {
		RequestMappingHandlerMapping fullScan = fullScanOfTheSameMappings();
		List<String> compared = new ArrayList<>();
		for (String path : requestPaths()) {
			for (RequestMethod method : RequestMethod.values()) {
				for (String contentType : new String[] { MediaType.APPLICATION_JSON_VALUE, "text/plain" }) {
					String indexed = outcome(mappings, method, path, contentType);
					String scanned = outcome(fullScan, method, path, contentType);
					assertThat(indexed).as("%s %s (%s)", method, path, contentType).isEqualTo(scanned);
					compared.add(indexed);
				}
			}
		}
		assertThat(compared).anyMatch(outcome -> outcome.startsWith("dev.kontor.orders.web.OrderController#place"))
			.anyMatch(outcome -> outcome.startsWith("refused HttpRequestMethodNotSupportedException"))
			.anyMatch(outcome -> outcome.equals("no handler"));
	}

	@Test
	void literalStartStopsAtTheFirstVariableOrWildcard() {
		assertThat(IndexedRequestMappings.literalStart("/api/client/{clientId}/order")).containsExactly("api",
				"client");
		assertThat(IndexedRequestMappings.literalStart("/api/v3/clients/search")).containsExactly("api", "v3",
				"clients");
		assertThat(IndexedRequestMappings.literalStart("/webjars/**")).containsExactly("webjars");
		assertThat(IndexedRequestMappings.literalStart("/files/{*rest}")).containsExactly("files");
		assertThat(IndexedRequestMappings.literalStart("/a?c/d")).isEmpty();
		assertThat(IndexedRequestMappings.literalStart("")).isEmpty();
		assertThat(IndexedRequestMappings.literalStart("/")).isEmpty();
	}

	private RequestMappingHandlerMapping fullScanOfTheSameMappings() {
		RequestMappingHandlerMapping fullScan = new RequestMappingHandlerMapping();
		fullScan.setApplicationContext(context);
		for (Map.Entry<RequestMappingInfo, HandlerMethod> entry : mappings.getHandlerMethods().entrySet()) {
			fullScan.registerMapping(entry.getKey(), entry.getValue().getBean(), entry.getValue().getMethod());
		}
		assertThat(fullScan).isNotInstanceOf(IndexedRequestMappings.class);
		assertThat(fullScan.getHandlerMethods()).hasSameSizeAs(mappings.getHandlerMethods());
		return fullScan;
	}

	/** A concrete path for each pattern, and the same paths in the shapes a careless or hostile client sends. */
	private Set<String> requestPaths() {
		Set<String> paths = new TreeSet<>();
		for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
			for (PathPattern pattern : info.getPathPatternsCondition().getPatterns()) {
				String path = pattern.getPatternString()
					.replaceAll("\\{\\*[^}]+}", "a/b")
					.replaceAll("\\{[^}]+}", "v1")
					.replace("**", "x/y")
					.replace("*", "x")
					.replace("?", "q");
				paths.add(path.isEmpty() ? "/" : path);
				paths.add(path + "/");
				paths.add(path.replaceFirst("/api", "/api;p=1"));
				paths.add(path.replaceFirst("/api/", "/api//"));
				paths.add(path.replaceFirst("/api/", "/%61pi/"));
				paths.add(path.replaceFirst("/api/", "/API/"));
				paths.add(path + "/unknown");
			}
		}
		paths.addAll(List.of("/", "/unknown", "/api", "/api/", "/api/unknown/v1", "//api/v3/clients"));
		return paths;
	}

	private static String outcome(RequestMappingHandlerMapping mapping, RequestMethod method, String path,
			String contentType) {
		MockHttpServletRequest request = new MockHttpServletRequest(method.name(), path);
		request.setContentType(contentType);
		request.addHeader("Accept", "*/*");
		ServletRequestPathUtils.parseAndCache(request);
		Object[] chosen = new Object[1];
		Throwable refused = catchThrowable(() -> chosen[0] = mapping.getHandler(request));
		if (refused != null) {
			return "refused " + refused.getClass().getSimpleName();
		}
		if (chosen[0] == null) {
			return "no handler";
		}
		Object handler = ((HandlerExecutionChain) chosen[0]).getHandler();
		return handler instanceof HandlerMethod method1 ? method1.getShortLogMessage()
				+ request.getAttribute(RequestMappingHandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE)
				: handler.toString();
	}
}

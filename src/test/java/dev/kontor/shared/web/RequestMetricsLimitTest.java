package dev.kontor.shared.web;

import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.env.Environment;
import org.springframework.web.servlet.mvc.method.RequestMappingInfoHandlerMapping;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The request metrics keep one uri tag per route template and deny every template after the limit: the limit stays
 * above the application's templates, a request is measured under its template, and an unknown path adds no tag.
 */
class RequestMetricsLimitTest extends HttpTest {

	@Autowired
	List<RequestMappingInfoHandlerMapping> handlerMappings;

	@Autowired
	Environment environment;

	@Test
	void theUriTagLimitExceedsTheNumberOfRouteTemplates() {
		Set<String> templates = handlerMappings.stream()
			.flatMap(mapping -> mapping.getHandlerMethods().keySet().stream())
			.flatMap(info -> info.getPatternValues().stream())
			.collect(Collectors.toSet());
		int limit = environment.getRequiredProperty("management.metrics.web.server.max-uri-tags", Integer.class);

		assertThat(templates).hasSizeGreaterThan(100);
		assertThat(limit).as("max-uri-tags against %d route templates", templates.size())
			.isGreaterThanOrEqualTo(2 * templates.size());
	}

	@Test
	void aRequestIsMeasuredUnderItsRouteTemplate() {
		Http.Response unknownUser = http.get("/admin/v1/users/" + UUID.randomUUID(), platform.adminToken());
		assertThat(unknownUser.status()).as(unknownUser.toString()).isEqualTo(404);

		String metrics = http.get("/actuator/prometheus").body();

		assertThat(metrics).containsPattern("http_server_requests_seconds_count\\{[^}]*status=\"404\"[^}]*"
				+ "uri=\"/admin/v1/users/\\{id\\}\"");
	}

	@Test
	void anUnknownPathAddsNoTagOfItsOwn() {
		String path = "/scan-" + UUID.randomUUID();
		assertThat(http.get(path, platform.adminToken()).status()).isEqualTo(404);

		assertThat(http.get("/actuator/prometheus").body()).doesNotContain(path);
	}
}

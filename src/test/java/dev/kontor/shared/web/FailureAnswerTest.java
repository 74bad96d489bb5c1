package dev.kontor.shared.web;

import java.sql.SQLTransientConnectionException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.CannotGetJdbcConnectionException;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.util.unit.DataSize;

import dev.kontor.shared.Ids;
import dev.kontor.shared.PlatformSettings;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Failures no handler expected: a database out of reach answers 503 with {@code Retry-After}, anything else 500
 * with an error id; neither names a Java type, in either error style.
 */
class FailureAnswerTest {

	private final ErrorBodies bodies = new ErrorBodies(Clock.systemUTC(), JsonMapper.builder().build());

	private final ApiExceptionHandler handler = new ApiExceptionHandler(bodies, new SecurityErrorHandlers(bodies,
			new PlatformSettings(URI.create("http://localhost:8080"))),
			new UnexpectedFailures(Clock.systemUTC(), new Ids()), settings());

	static WebSettings settings() {
		return new WebSettings(DataSize.ofMegabytes(1), 1000, Set.of(), Duration.ofSeconds(5));
	}

	@Test
	void aConnectionPoolWithoutConnectionAnswers503WithRetryAfter() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/v3/clients");
		Exception noConnection = new CannotGetJdbcConnectionException("Failed to obtain JDBC Connection",
				new SQLTransientConnectionException("HikariPool-1 - Connection is not available"));

		ResponseEntity<Object> answer = handler.unexpected(noConnection, request);

		assertThat(answer.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
		assertThat(answer.getHeaders().get(HttpHeaders.RETRY_AFTER)).containsExactly("5");
		assertThat(answer.getBody()).asString().doesNotContain("Hikari", "java.", "Exception");
	}

	@Test
	void aTransactionThatCannotStartForWantOfAConnectionAnswers503InTheMasterDataStyle() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/masterdata/v2/filter-fields");
		Exception noTransaction = new CannotCreateTransactionException("Could not open JDBC Connection",
				new SQLTransientConnectionException("timeout"));

		ResponseEntity<Object> answer = handler.unexpected(noTransaction, request);

		assertThat(answer.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
		assertThat(answer.getHeaders().get(HttpHeaders.RETRY_AFTER)).containsExactly("5");
		assertThat(((MasterDataError) answer.getBody()).exception()).isEqualTo("service-unavailable");
	}

	@Test
	void aBugAnswers500WithAnErrorIdAndNoJavaType() {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/v3/clients");

		ResponseEntity<Object> answer = handler.unexpected(new IllegalStateException("secret internals"), request);

		assertThat(answer.getStatusCode()).isEqualTo(HttpStatus.INTERNAL_SERVER_ERROR);
		@SuppressWarnings("unchecked")
		Map<String, Object> problem = (Map<String, Object>) answer.getBody();
		assertThat(problem.get("detail").toString()).matches("An unexpected error occurred; error id [0-9a-f-]{36}");
		assertThat(problem.toString()).doesNotContain("secret", "IllegalState");
	}

	@Test
	void theMasterDataExceptionIsAStableWordNotAJavaClass() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/masterdata/v2/definitions");

		ResponseEntity<Object> answer = handler.missingParameter(
				new org.springframework.web.bind.MissingServletRequestParameterException("idType", "String"), request);

		assertThat(((MasterDataError) answer.getBody()).exception()).isEqualTo("invalid-input");
		assertThat(ErrorBodies.kind("PayloadTooLarge")).isEqualTo("payload-too-large");
		assertThat(ErrorBodies.kind("BAD_REQUEST")).isEqualTo("bad-request");
		assertThat(ErrorBodies.kind("org.springframework.web.HttpMediaTypeNotSupportedException"))
			.isEqualTo("http-media-type-not-supported-exception");
	}
}

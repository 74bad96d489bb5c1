package dev.kontor.shared.web;

import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A bug reached again and again logs one line each, naming the error id of the answer, and its stack trace once;
 * a refused request logs no stack trace. So a caller cannot flood the log.
 */
@ExtendWith(OutputCaptureExtension.class)
class UnexpectedFailureLogTest extends HttpTest {

	private static final Pattern ERROR_ID = Pattern.compile("error id ([0-9a-f-]{36})");

	@Test
	void aRepeatedBugLogsOneLineEachAndItsStackTraceOnce(CapturedOutput output) {
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "clients.read"),
				"clients.read");

		for (int i = 0; i < 3; i++) {
			Http.Response answer = http.get("/api/test/failure", token);

			assertThat(answer.status()).isEqualTo(500);
			assertThat(answer.body()).doesNotContain("internals", "IllegalState", "java.");
			Matcher id = ERROR_ID.matcher(answer.json().get("detail").asString());
			assertThat(id.find()).as(answer.toString()).isTrue();
			assertThat(output.getAll()).contains("Unexpected failure " + UUID.fromString(id.group(1)));
		}
		assertThat(occurrences(output.getAll(), "at dev.kontor.testing.ProbeController.fail")).isEqualTo(1);
	}

	@Test
	void aRefusedBodyLogsNoStackTrace(CapturedOutput output) {
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "clients.read"),
				"clients.read");

		for (String body : new String[] { "{", "[".repeat(10_000), "\"\u0000\"", "1e400" }) {
			assertThat(http.postJson("/api/test/echo", token, body).status()).isEqualTo(400);
		}

		assertThat(output.getAll()).doesNotContain("HttpMessageNotReadableException", "StreamReadException",
				"StreamConstraintsException", "MismatchedInputException");
	}

	private static int occurrences(String text, String part) {
		int count = 0;
		for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
			count++;
		}
		return count;
	}
}

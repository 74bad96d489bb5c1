package dev.kontor.shared.openapi;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;

import dev.kontor.testing.NodeTools;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code docs/openapi.json}, which {@link CommittedOpenApiDocumentTest} keeps equal to the server's document, has
 * no error by Spectral's OpenAPI rules ({@code .spectral.yaml}).
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "the committed OpenAPI document does not depend on the database: linted once, against H2")
class OpenApiLintTest {

	@Test
	void spectralFindsNoErrorInTheCommittedDocument() {
		NodeTools.Run lint = NodeTools.run("spectral", "lint", absolute("docs/openapi.json"), "--ruleset",
				absolute(".spectral.yaml"), "--fail-severity", "error", "--format", "text");

		assertThat(lint.exitCode()).as(lint.output()).isZero();
		assertThat(lint.output()).doesNotContain(" error ");
	}

	private static String absolute(String file) {
		return Path.of(file).toAbsolutePath().toString();
	}
}

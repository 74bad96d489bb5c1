package dev.kontor.aml.screening;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.PdfText;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With {@code saveAMLMonitoringResultsUnderClientDocs}, a screening that finds hits files them as an
 * {@code AMLHitReport} document of the client record (contract section 11); without it, or without hits, none.
 */
class AmlHitReportTest extends HttpTest {

	private static final String SCOPES = "clients.read clients.write aml.read aml.write";

	@Test
	void aScreeningWithHitsFilesAHitReportWhenTheTenantKeepsThem() {
		String token = tenant(true);
		String clientId = client(token, "Ivan Petrovich", "Sidorenko", "1961-03-05", "RUS");

		assertThat(http.post(monitoringPath(clientId), token).status()).isEqualTo(200);

		JsonNode documents = http.get(documentsPath(clientId), token).json();
		assertThat(documents.get("data").valueStream()).singleElement().satisfies(document -> {
			assertThat(document.get("documentType").asString()).isEqualTo("AMLHitReport");
			assertThat(document.get("contentType").asString()).isEqualTo("Application_Pdf");
			assertThat(document.get("label").asString()).startsWith("AML screening hits ");
		});
		String documentId = documents.get("data").get(0).get("id").asString();
		String fileData = http.get(documentsPath(clientId) + "/" + documentId, token).json().get("fileData").asString();
		List<String> lines = PdfText.lines(HexFormat.of().parseHex(fileData.substring(2)));
		assertThat(String.join("\n", lines)).contains("AML screening hits", "Ivan Petrovich Sidorenko", "ks-0001",
				clientId);

		assertThat(http.post(monitoringPath(clientId) + "/refresh", token).status()).isEqualTo(202);
		assertThat(http.get(documentsPath(clientId), token).json().get("totalRecordCount").asLong())
			.as("every screening with hits files its report").isEqualTo(2);
	}

	@Test
	void noReportIsFiledWhenTheTenantDoesNotKeepThem() {
		String token = tenant(false);
		String clientId = client(token, "Ivan Petrovich", "Sidorenko", "1961-03-05", "RUS");

		assertThat(http.post(monitoringPath(clientId), token).status()).isEqualTo(200);

		assertThat(http.get(documentsPath(clientId), token).json().get("totalRecordCount").asLong()).isZero();
	}

	@Test
	void noReportIsFiledForAScreeningWithoutHits() {
		String token = tenant(true);
		String clientId = client(token, "Erika", "Mustermann", "1964-08-12", "DEU");

		assertThat(http.post(monitoringPath(clientId), token).status()).isEqualTo(200);

		assertThat(http.get(documentsPath(clientId), token).json().get("totalRecordCount").asLong()).isZero();
	}

	@Test
	void aTenantWithoutAmlSettingsFilesNoReport() {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		String clientId = client(token, "Ivan Petrovich", "Sidorenko", "1961-03-05", "RUS");

		assertThat(http.post(monitoringPath(clientId), token).status()).isEqualTo(200);

		assertThat(http.get(documentsPath(clientId), token).json().get("totalRecordCount").asLong()).isZero();
	}

	private String tenant(boolean keepHitReports) {
		UUID tenantId = platform.newTenant();
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		Http.Response settings = http.putJson("/api/v3/aml/settings", token,
				Map.of("amlOfficerEmail", "officer@example.com", "riskThresholdAcceptAutoBelow", 9,
						"riskThresholdRejectAutoAbove", 10, "defaultPEPRiskFactor", 1, "defaultSanctionRiskFactor", 1,
						"defaultOtherRiskFactor", 1, "saveAMLMonitoringResultsUnderClientDocs", keepHitReports));
		assertThat(settings.status()).as(settings.toString()).isIn(200, 201);
		return token;
	}

	private String client(String token, String name, String surname, String dateOfBirth, String nationality) {
		Http.Response created = http.postJson("/api/v3/clients", token, Map.of("clientKey", Platform.unique("key"),
				"clientType", "Retail", "name", name, "surname", surname, "dateOfBirth", dateOfBirth, "nationality",
				nationality));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.json().get("id").asString();
	}

	private static String monitoringPath(String clientId) {
		return "/api/v3/aml/customers/" + clientId + "/monitoring";
	}

	private static String documentsPath(String clientId) {
		return "/api/v3/clients/" + clientId + "/documents";
	}
}

package dev.kontor.kyc;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole KYC flow as a person goes through it, in headless Chromium: the integrator starts a session over the
 * API, the person opens its verificationUrl, enters name and date of birth and decides; the simulator's signed
 * callback finishes the session and the browser returns to the integrator's redirectUrl.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "scripts and layout of pages rendered over both databases elsewhere: once, against H2")
class KycSimulatorBrowserTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String RETURN_PATH = "/kyc-returned";

	private final WebhookReceiver receiver = new WebhookReceiver();

	private ConsoleBrowser browser;

	private KycFixtures kyc;

	@BeforeEach
	void setUp() {
		kyc = new KycFixtures(http, platform);
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", kyc.tenantId,
				"url", receiver.url(), "eventTypes", List.of("KycUpdate"))).status()).isEqualTo(201);
	}

	@AfterEach
	void tearDown() {
		if (browser != null) {
			browser.close();
		}
		receiver.close();
	}

	@Test
	void thePersonApprovesAndTheClientIsOnboarded() {
		String verificationUrl = start("browser-approve");
		browser = ConsoleBrowser.start(BASE_URL);

		browser.open(verificationUrl.substring(BASE_URL.length()));
		assertThat(browser.text(By.tagName("h1"))).isEqualTo("Verify your identity");
		browser.assertAccessible().screenshot("kyc-simulator");
		for (int width : new int[] { 320, 1280 }) {
			browser.driver().manage().window().setSize(new Dimension(width, 900));
			assertThat(((Number) browser.driver()
				.executeScript("return document.documentElement.scrollWidth - document.documentElement.clientWidth;"))
				.intValue()).as("no sideways scrolling at %d px", width).isLessThanOrEqualTo(0);
			browser.assertAccessible().screenshot("kyc-simulator-" + width);
		}
		assertThat(kyc.session(kyc.clientId, "browser-approve").get("status").asString()).isEqualTo("Pending");
		enter(KycFixtures.NAME + " " + KycFixtures.SURNAME, KycFixtures.DATE_OF_BIRTH);
		browser.submit(By.id("approve"));

		assertThat(browser.path()).isEqualTo(RETURN_PATH);
		JsonNode session = kyc.session(kyc.clientId, "browser-approve");
		assertThat(session.get("status").asString()).isEqualTo("Approved");
		assertThat(session.get("result").get("nameMatches").asBoolean()).isTrue();
		assertThat(session.get("result").get("dateOfBirthMatches").asBoolean()).isTrue();
		assertThat(kyc.reportsOf(kyc.clientId)).hasSize(1);
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Onboarded");
		List<JsonNode> updates = receiver.awaitRequests(2).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(updates).allSatisfy(update -> {
			assertThat(update.get("type").asString()).isEqualTo("KycUpdate");
			assertThat(update.get("additionalData").toString()).contains("browser-approve");
		});

		browser.open(verificationUrl.substring(BASE_URL.length()));
		assertThat(browser.text(By.tagName("h1"))).isEqualTo("Identity check unavailable");
	}

	@Test
	void thePersonDeclinesAndTheClientStaysInitial() {
		String verificationUrl = start("browser-decline");
		browser = ConsoleBrowser.start(BASE_URL);

		browser.open(verificationUrl.substring(BASE_URL.length()));
		enter(KycFixtures.NAME + " " + KycFixtures.SURNAME, KycFixtures.DATE_OF_BIRTH);
		browser.submit(By.id("decline"));

		assertThat(browser.path()).isEqualTo(RETURN_PATH);
		JsonNode session = kyc.session(kyc.clientId, "browser-decline");
		assertThat(session.get("status").asString()).isEqualTo("Declined");
		assertThat(session.get("declineReasons").valueStream().map(JsonNode::asString))
			.containsExactly("DeclinedByPerson");
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
		assertThat(kyc.reportsOf(kyc.clientId)).isEmpty();
	}

	@Test
	void aMissingNameIsShownBesideItsFieldAndChangesNothing() {
		String verificationUrl = start("browser-invalid");
		browser = ConsoleBrowser.start(BASE_URL);

		browser.open(verificationUrl.substring(BASE_URL.length()));
		browser.type(By.id("nationality"), "DEU");
		browser.submit(By.id("approve"));

		assertThat(browser.text(By.id("name-error"))).contains("full name");
		assertThat(browser.find(By.id("name")).getAttribute("aria-invalid")).isEqualTo("true");
		browser.assertAccessible();
		assertThat(kyc.session(kyc.clientId, "browser-invalid").get("status").asString()).isEqualTo("Pending");
	}

	@Test
	void theFormIsRefusedWithoutItsCsrfToken() {
		String verificationUrl = start("browser-csrf");

		Http.Response response = http.postForm(verificationUrl.substring(BASE_URL.length()), Map.of("name",
				"Erika Mustermann", "dateOfBirth", KycFixtures.DATE_OF_BIRTH, "nationality", "DEU", "decision",
				"approve"));

		assertThat(response.status()).isEqualTo(403);
		assertThat(kyc.session(kyc.clientId, "browser-csrf").get("status").asString()).isEqualTo("Created");
	}

	private String start(String initiatorKycId) {
		Http.Response response = http.postJson("/api/v3/clients/" + kyc.clientId + "/kyc-sessions", kyc.token,
				Map.of("initiatorKycId", initiatorKycId, "provider", "Simulated", "redirectUrl", BASE_URL + RETURN_PATH));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("verificationUrl").asString();
	}

	private void enter(String name, String dateOfBirth) {
		browser.type(By.id("name"), name);
		// A date input takes the date as typed in the browser's locale; setting its value is locale-free.
		browser.driver().executeScript("document.getElementById('dateOfBirth').value = arguments[0];", dateOfBirth);
	}
}

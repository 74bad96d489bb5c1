package dev.kontor.console;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** Signing in to the console through the platform's own authorization code flow, and out through end-session. */
class ConsoleSignInTest extends HttpTest {

	private ConsoleBrowser browser;

	@AfterEach
	void closeBrowser() {
		if (browser != null) {
			browser.close();
		}
	}

	@Test
	void operatorSignsInToTheDashboardAndOutThroughEndSession() {
		Platform.User operator = platform.newUser(platform.operatorTenantId(), "operator");
		browser = ConsoleBrowser.start(BASE_URL).signIn(operator);

		assertThat(browser.path()).isEqualTo("/console/dashboard");
		assertThat(browser.text(By.tagName("h1"))).isEqualTo("Dashboard");
		browser.assertAccessible().screenshot("dashboard");

		browser.submit(By.id("sign-out"));
		browser.open("/console");
		browser.find(By.id("username"));
		assertThat(browser.path()).isEqualTo("/account/login");
	}

	@Test
	void userWithoutAConsoleRoleGetsTheForbiddenPage() {
		Platform.User plainUser = platform.newUser(platform.operatorTenantId());
		browser = ConsoleBrowser.start(BASE_URL).signIn(plainUser);

		assertThat(browser.text(By.tagName("h1"))).isEqualTo("Not allowed");
		browser.assertAccessible();
		browser.open("/console/oauth-clients");
		assertThat(browser.text(By.id("forbidden"))).contains("no role");
	}
}

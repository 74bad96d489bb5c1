package dev.kontor.testing;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Debian's Chromium and ChromeDriver, headless. Without them a developer's run skips the browser tests; CI
 * installs them ({@code .ci/run}) and there a missing browser fails the run.
 */
public final class HeadlessChromium {

	private static final String CHROMIUM = "/usr/bin/chromium";

	private static final String CHROMEDRIVER = "/usr/bin/chromedriver";

	private HeadlessChromium() {
	}

	public static ChromeDriver start() {
		boolean installed = Files.isExecutable(Path.of(CHROMIUM)) && Files.isExecutable(Path.of(CHROMEDRIVER));
		if (System.getenv("CI") == null) {
			assumeTrue(installed, "Chromium and ChromeDriver are not installed (apt-get install chromium chromium-driver)");
		}
		ChromeOptions options = new ChromeOptions();
		options.setBinary(CHROMIUM);
		options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
				"--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
				"--disable-sync", "--window-size=1200,900");
		ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(CHROMEDRIVER))
			.usingAnyFreePort()
			.build();
		ChromeDriver driver = new ChromeDriver(service, options);
		driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
		return driver;
	}
}

package dev.kontor.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A headless Chromium on the console: signs in through the platform's sign-in page, opens pages, runs axe-core in
 * them (no serious or critical violation allowed) and takes screenshots. Screenshots go to
 * {@code target/console-screenshots}, or to the folder named by {@code -Dconsole.screenshots=docs/console} when
 * the README's pictures are renewed.
 */
public final class ConsoleBrowser implements AutoCloseable {

	private static final String AXE = "/META-INF/resources/webjars/axe-core/4.6.3/axe.min.js";

	private static final Duration WAIT = Duration.ofSeconds(20);

	private static final List<String> BLOCKING_IMPACTS = List.of("serious", "critical");

	private final ChromeDriver driver;

	private final String baseUrl;

	private final WebDriverWait wait;

	private ConsoleBrowser(ChromeDriver driver, String baseUrl) {
		this.driver = driver;
		this.baseUrl = baseUrl;
		this.wait = new WebDriverWait(driver, WAIT);
	}

	public static ConsoleBrowser start(String baseUrl) {
		return new ConsoleBrowser(HeadlessChromium.start(), baseUrl);
	}

	public ChromeDriver driver() {
		return driver;
	}

	/** Opens the console and signs in on the platform's sign-in page; ends on the page the console starts at. */
	public ConsoleBrowser signIn(Platform.User user) {
		driver.get(baseUrl + "/console");
		wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("username")));
		driver.findElement(By.id("username")).sendKeys(user.username());
		driver.findElement(By.id("password")).sendKeys(user.password());
		driver.findElement(By.id("sign-in")).click();
		wait.until(driver -> driver.getCurrentUrl().startsWith(baseUrl + "/console"));
		return this;
	}

	public ConsoleBrowser open(String path) {
		driver.get(baseUrl + path);
		return this;
	}

	public String path() {
		return driver.getCurrentUrl().substring(baseUrl.length());
	}

	public WebElement find(By by) {
		return wait.until(ExpectedConditions.visibilityOfElementLocated(by));
	}

	public String text(By by) {
		return find(by).getText();
	}

	public ConsoleBrowser type(By by, String text) {
		WebElement field = find(by);
		field.clear();
		field.sendKeys(text);
		return this;
	}

	/**
	 * Clicks and waits for the page the click loads. The old page is marked before the click and the wait ends when a
	 * loaded page without the mark answers; a question asked while the browser swaps documents may fail with a
	 * stale or detached node and is asked again.
	 */
	public ConsoleBrowser submit(By by) {
		WebElement button = find(by);
		driver.executeScript("window.kontorPageBeforeSubmit = true;");
		button.click();
		new WebDriverWait(driver, WAIT).pollingEvery(Duration.ofMillis(50)).ignoring(WebDriverException.class)
			.until(driver -> Boolean.TRUE.equals(((JavascriptExecutor) driver).executeScript(
					"return window.kontorPageBeforeSubmit === undefined && document.readyState === 'complete';")));
		return this;
	}

	public WebDriverWait waiting() {
		return wait;
	}

	/** Runs axe-core in the page and fails on any serious or critical violation. */
	public ConsoleBrowser assertAccessible() {
		assertThat(axeViolations().stream().filter(violation -> BLOCKING_IMPACTS.contains(violation.get("impact"))))
			.as("serious or critical accessibility violations on " + path())
			.isEmpty();
		return this;
	}

	/** Runs axe-core in the page and fails on any violation, whatever its impact. */
	public ConsoleBrowser assertAxeClean() {
		assertThat(axeViolations()).as("accessibility violations on " + path()).isEmpty();
		return this;
	}

	/**
	 * Lays the page out as a window {@code width} CSS pixels wide (and 900 high) while {@code check} runs, then as
	 * before.
	 */
	public ConsoleBrowser atWidth(int width, Runnable check) {
		driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
				Map.of("width", width, "height", 900, "deviceScaleFactor", 1, "mobile", false));
		try {
			check.run();
		}
		finally {
			driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
		}
		return this;
	}

	/** A screenshot of the whole page laid out 1280 CSS pixels wide (up to 4,000 high), for the documentation. */
	public ConsoleBrowser screenshotWholePage(String name) {
		int height = ((Number) driver.executeScript("return document.documentElement.scrollHeight")).intValue();
		driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
				Map.of("width", 1280, "height", Math.min(4000, height), "deviceScaleFactor", 1, "mobile", false));
		try {
			return screenshot(name);
		}
		finally {
			driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
		}
	}

	/**
	 * At 400 % zoom a 1280 px wide window shows 320 CSS pixels: the page must read without scrolling sideways there
	 * (its tables may scroll inside their own region, which WCAG 1.4.10 allows for data tables); a screenshot of it.
	 */
	public ConsoleBrowser assertReadsAt320Pixels(String screenshot) {
		return atWidth(320, () -> {
			assertThat(fitsWidth()).as("%s fits 320 CSS pixels", path()).isTrue();
			screenshot(screenshot);
		});
	}

	/** Whether the page reads without scrolling sideways at the window's width. */
	public boolean fitsWidth() {
		return Boolean.TRUE.equals(driver
			.executeScript("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"));
	}

	private List<Map<String, Object>> axeViolations() {
		driver.executeScript(axeSource());
		Object result = driver.executeAsyncScript("""
				const done = arguments[arguments.length - 1];
				axe.run(document, { resultTypes: ['violations'] })
				  .then(r => done(r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
				    nodes: v.nodes.map(n => n.target.join(' ')).join(', ') }))))
				  .catch(e => done([{ id: 'axe-error', impact: 'critical', help: String(e), nodes: '' }]));
				""");
		@SuppressWarnings("unchecked")
		List<Map<String, Object>> violations = (List<Map<String, Object>>) result;
		return violations;
	}

	public ConsoleBrowser screenshot(String name) {
		Path folder = Path.of(System.getProperty("console.screenshots", "target/console-screenshots"));
		try {
			Files.createDirectories(folder);
			Files.write(folder.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return this;
	}

	private static String axeSource() {
		try (InputStream in = ConsoleBrowser.class.getResourceAsStream(AXE)) {
			assertThat(in).as("axe-core WebJar on the test class path").isNotNull();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	@Override
	public void close() {
		driver.quit();
	}
}

package dev.kontor.pricefeed;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.validation.autoconfigure.ValidationAutoConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

class PriceFeedSettingsTest {

	@EnableConfigurationProperties(PriceFeedSettings.class)
	static class Settings {
	}

	private final ApplicationContextRunner context = new ApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(ValidationAutoConfiguration.class))
		.withUserConfiguration(Settings.class);

	@Test
	void rateLimitsDefaultToDocumentTwo() {
		context.run(app -> assertThat(app.getBean(PriceFeedSettings.class).rateLimits())
			.isEqualTo(new PriceFeedSettings.RateLimits(2, Duration.ofSeconds(30), 15, Duration.ofSeconds(60), 30,
					Duration.ofSeconds(30))));
	}

	@Test
	void rateLimitsAreConfigurable() {
		context
			.withPropertyValues("kontor.pricefeed.rate-limits.history-calls=5",
					"kontor.pricefeed.rate-limits.history-period=2m")
			.run(app -> {
				PriceFeedSettings.RateLimits limits = app.getBean(PriceFeedSettings.class).rateLimits();
				assertThat(limits.historyCalls()).isEqualTo(5);
				assertThat(limits.historyPeriod()).isEqualTo(Duration.ofMinutes(2));
				assertThat(limits.fullSnapshotCalls()).isEqualTo(2);
			});
	}

	@Test
	void refusesALimitWithoutCalls() {
		context.withPropertyValues("kontor.pricefeed.rate-limits.full-snapshot-calls=0")
			.run(app -> assertThat(app).hasFailed());
	}

	@Test
	void refusesAPeriodUnderOneSecond() {
		context.withPropertyValues("kontor.pricefeed.rate-limits.end-of-day-prices-period=500ms")
			.run(app -> assertThat(app).hasFailed());
	}
}

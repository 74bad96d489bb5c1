package dev.kontor.demo;

import java.nio.file.Path;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.testing.FreePorts;

/**
 * The README's walk-through on a Saturday night in Frankfurt, when Xetra is closed: the platform's clock runs from
 * the next Saturday 23:30 Berlin time, and every command still answers 2xx and the demo order still fills, on the
 * demo market that is open around the clock.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = "spring.datasource.url=jdbc:h2:mem:kontor-readme-saturday;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class ReadmeWalkThroughOnSaturdayNightTest {

	private static final int PORT = FreePorts.pick();

	@DynamicPropertySource
	static void serverPort(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class SaturdayNight {

		@Bean
		@Primary
		Clock saturdayNightClock() {
			ZoneId berlin = ZoneId.of("Europe/Berlin");
			ZonedDateTime now = ZonedDateTime.now(berlin);
			ZonedDateTime saturdayNight = now.with(TemporalAdjusters.next(DayOfWeek.SATURDAY)).with(LocalTime.of(23, 30));
			return Clock.offset(Clock.systemUTC(), Duration.between(now, saturdayNight));
		}
	}

	@Test
	void everyCommandOfTheReadmeAnswers2xxWhenXetraIsClosed(@TempDir Path directory) throws Exception {
		ReadmeWalkThroughTest.walkThrough(PORT, directory);
	}
}

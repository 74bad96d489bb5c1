package dev.kontor.simulators.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The simulator's arguments: their defaults, each setting, and the values it refuses to start with. */
class BankSettingsTest {

	@Test
	void defaultsToAnswerEverythingAfterOneSecond() {
		BankSettings settings = BankSettings.of(BankSimulator.MODE, "--kontor.bank-simulator.inbox=in",
				"--kontor.bank-simulator.outbox=out");

		assertThat(settings).isEqualTo(new BankSettings(Path.of("in"), Path.of("out"), Duration.ofSeconds(1), 0, 0,
				null, Duration.ofMillis(200), "DE89370400440532013000"));
	}

	@Test
	void readsEverySetting() {
		BankSettings settings = BankSettings.of("--kontor.bank-simulator.inbox=in",
				"--kontor.bank-simulator.outbox=out", "--kontor.bank-simulator.delay=PT2.5S",
				"--kontor.bank-simulator.failure-rate=0.1", "--kontor.bank-simulator.return-rate=0.05",
				"--kontor.bank-simulator.seed=42", "--kontor.bank-simulator.poll-interval=1s",
				"--kontor.bank-simulator.iban=DE02120300000000202051");

		assertThat(settings).isEqualTo(new BankSettings(Path.of("in"), Path.of("out"), Duration.ofMillis(2500), 0.1,
				0.05, 42L, Duration.ofSeconds(1), "DE02120300000000202051"));
	}

	@ParameterizedTest
	@MethodSource("wrongSettings")
	void refusesWrongSettings(String argument, String message) {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> BankSettings.of("--kontor.bank-simulator.inbox=in", "--kontor.bank-simulator.outbox=out",
					argument))
			.withMessageContaining(message);
	}

	static Stream<Arguments> wrongSettings() {
		return Stream.of(Arguments.of("--kontor.bank-simulator.inbox=", "--kontor.bank-simulator.inbox is required"),
				Arguments.of("--kontor.bank-simulator.failure-rate=1.5", "failure-rate must be between 0 and 1"),
				Arguments.of("--kontor.bank-simulator.return-rate=-0.1", "return-rate must be between 0 and 1"),
				Arguments.of("--kontor.bank-simulator.delay=PT-1S", "delay must not be negative"),
				Arguments.of("--kontor.bank-simulator.poll-interval=0ms", "poll-interval must be positive"),
				Arguments.of("--kontor.bank-simulator.iban=not-an-iban", "iban is not an IBAN"));
	}
}

package dev.kontor.simulators.bank;

import static dev.kontor.simulators.bank.KontorFiles.creditTransfers;
import static dev.kontor.simulators.bank.KontorFiles.directDebits;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.kontor.KontorApplication;
import dev.kontor.simulators.bank.KontorFiles.Tx;

/**
 * The simulator running on its own thread: it answers files as they arrive, after the delay, and stops when closed;
 * {@code --kontor.mode=bank-simulator} makes Kontor's {@code main} run it instead of the Spring application.
 */
class BankSimulatorTest {

	@TempDir
	Path inbox;

	@TempDir
	Path outbox;

	@Test
	void answersFilesAsTheyArriveUntilClosed() throws Exception {
		BankSettings settings = new BankSettings(inbox, outbox, Duration.ofMillis(300), 0, 0, null,
				Duration.ofMillis(50), KontorFiles.PLATFORM_IBAN);
		try (BankSimulator running = BankSimulator.start(settings, Clock.systemUTC())) {
			long dropped = System.nanoTime();
			KontorFiles.drop(inbox, "pain.008-R1.xml", directDebits("R1", new Tx("RUN-1", "12.00")));

			List<Path> answers = awaitAnswers(1);

			assertThat(Duration.ofNanos(System.nanoTime() - dropped)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
			assertThat(answers.getFirst().getFileName().toString()).startsWith("camt.054.001.08-");
			assertThat(XmlAnswer.read(answers.getFirst())
				.text("//d:Ntry/d:NtryDtls/d:TxDtls/d:Refs/d:EndToEndId")).isEqualTo("RUN-1");

			KontorFiles.drop(inbox, "pain.001-R2.xml", creditTransfers("R2", new Tx("RUN-2", "3.00")));

			assertThat(awaitAnswers(2)).hasSize(2);
		}
		KontorFiles.drop(inbox, "pain.001-R3.xml", creditTransfers("R3", new Tx("RUN-3", "3.00")));
		TimeUnit.MILLISECONDS.sleep(600);
		assertThat(XmlAnswer.files(outbox)).hasSize(2);
		assertThat(inbox.resolve("pain.001-R3.xml")).exists();
	}

	@Test
	void runsInsteadOfKontorInItsMode() throws Exception {
		String logging = System.getProperty("logback.configurationFile");
		AtomicReference<Throwable> failure = new AtomicReference<>();
		Thread main = Thread.ofPlatform().name("kontor-main").start(() -> {
			try {
				KontorApplication.main(new String[] { BankSimulator.MODE, "--kontor.bank-simulator.inbox=" + inbox,
						"--kontor.bank-simulator.outbox=" + outbox, "--kontor.bank-simulator.delay=0s",
						"--kontor.bank-simulator.failure-rate=1", "--spring.datasource.url=jdbc:nothing:here" });
			}
			catch (Throwable failed) {
				failure.set(failed);
			}
		});
		try {
			KontorFiles.drop(inbox, "pain.001-M1.xml", creditTransfers("M1", new Tx("MODE-1", "5.00")));

			List<Path> answers = awaitAnswers(1);

			assertThat(answers.getFirst().getFileName().toString()).startsWith("pain.002.001.10-");
			assertThat(main.isAlive()).isTrue();
			assertThat(failure.get()).isNull();
		}
		finally {
			main.interrupt();
			main.join(TimeUnit.SECONDS.toMillis(10));
			if (logging == null) {
				System.clearProperty("logback.configurationFile");
			}
		}
		assertThat(main.isAlive()).isFalse();
		assertThat(failure.get()).isNull();
	}

	private List<Path> awaitAnswers(int count) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
		while (true) {
			List<Path> answers = XmlAnswer.files(outbox);
			if (answers.size() >= count) {
				return answers;
			}
			if (System.nanoTime() > deadline) {
				throw new AssertionError("the bank wrote " + answers.size() + " answers, not " + count);
			}
			TimeUnit.MILLISECONDS.sleep(20);
		}
	}
}

package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.springframework.test.context.DynamicPropertyRegistry;

/** The bank connection's outbox and inbox of a test, in a temporary directory of its own. */
public record BankDirectories(Path outbox, Path inbox) {

	public static BankDirectories temporary(String prefix) {
		try {
			Path bank = Files.createTempDirectory(prefix);
			return new BankDirectories(bank.resolve("outbox"), bank.resolve("inbox"));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Points the application's {@code kontor.payments.bank.outbox} and {@code inbox} here. */
	public void register(DynamicPropertyRegistry registry) {
		registry.add("kontor.payments.bank.outbox", outbox::toString);
		registry.add("kontor.payments.bank.inbox", inbox::toString);
	}
}

package dev.kontor.corporateactions.mt564;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The sample MT564 messages under {@code src/test/resources/corporateactions/mt564}, one per event. */
final class Mt564Samples {

	private Mt564Samples() {
	}

	static String sample(String name) {
		try (InputStream in = Mt564Samples.class.getResourceAsStream("/corporateactions/mt564/" + name)) {
			if (in == null) {
				throw new IllegalArgumentException("no sample " + name);
			}
			return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
		}
		catch (IOException unreadable) {
			throw new UncheckedIOException(unreadable);
		}
	}
}

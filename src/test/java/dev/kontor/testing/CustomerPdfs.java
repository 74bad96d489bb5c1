package dev.kontor.testing;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.verapdf.gf.foundry.VeraGreenfieldFoundryProvider;
import org.verapdf.pdfa.Foundries;
import org.verapdf.pdfa.PDFAParser;
import org.verapdf.pdfa.PDFAValidator;
import org.verapdf.pdfa.flavours.PDFAFlavour;
import org.verapdf.pdfa.results.TestAssertion;
import org.verapdf.pdfa.results.ValidationResult;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks every customer document passes (contract section 15): PDF/A-2b as veraPDF, the PDF Association's reference
 * validator, judges it, and a text that names the client, the account by number and the instrument by name, counts
 * its pages as "page x of y", and holds no UUID.
 */
public final class CustomerPdfs {

	private static final Pattern UUID = Pattern
		.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

	static {
		VeraGreenfieldFoundryProvider.initialise();
	}

	private CustomerPdfs() {
	}

	/** Keeps the document under {@code target/customer-pdfs} for a look at its pages. */
	public static void keep(String name, byte[] pdf) {
		try {
			Path folder = Files.createDirectories(Path.of("target", "customer-pdfs"));
			Files.write(folder.resolve(name + ".pdf"), pdf);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** The rules of PDF/A-2b the document breaks; none for a valid one. */
	public static List<String> pdfA2bViolations(byte[] pdf) {
		try (PDFAParser parser = Foundries.defaultInstance()
			.createParser(new ByteArrayInputStream(pdf), PDFAFlavour.PDFA_2_B);
				PDFAValidator validator = Foundries.defaultInstance().createValidator(PDFAFlavour.PDFA_2_B, false)) {
			ValidationResult result = validator.validate(parser);
			return result.getTestAssertions()
				.stream()
				.filter(assertion -> assertion.getStatus() == TestAssertion.Status.FAILED)
				.map(assertion -> assertion.getRuleId().getClause() + "-" + assertion.getRuleId().getTestNumber() + " "
						+ assertion.getMessage())
				.distinct()
				.toList();
		}
		catch (Exception ex) {
			throw new AssertionError("veraPDF could not read the document", ex);
		}
	}

	/**
	 * PDF/A-2b, and the text holds each expected text (the client's name, the account number, an instrument's name),
	 * counts its pages as "page 1 of n" and shows no UUID.
	 */
	public static String assertCustomerDocument(byte[] pdf, String... expected) {
		assertThat(pdfA2bViolations(pdf)).isEmpty();
		String text = String.join("\n", PdfText.lines(pdf));
		assertThat(text).contains(expected).containsPattern("page 1 of \\d+");
		assertThat(UUID.matcher(text).find()).as("a UUID in the text:%n%s", text).isFalse();
		return text;
	}
}

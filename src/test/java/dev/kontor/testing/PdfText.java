package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** The text of a PDF the platform answered, line by line, for tests that check the figures a document shows. */
public final class PdfText {

	private PdfText() {
	}

	public static List<String> lines(byte[] pdf) {
		try (PDDocument document = Loader.loadPDF(pdf)) {
			return List.of(new PDFTextStripper().getText(document).split("\\R"));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}

package dev.kontor.shared.pdf;

import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;

/**
 * What makes a document PDF/A-2b (ISO 19005-2, level B): fonts embedded (DejaVu Sans, shipped in the jar under its
 * Bitstream Vera licence, see {@code fonts/DejaVu-LICENSE.txt}), an sRGB output intent for the colours (the profile
 * the JDK carries), and XMP metadata that says so and repeats the document information. No date is written, so that
 * a document renders to the same bytes every time.
 */
final class PdfA {

	static final String PRODUCER = "Kontor";

	private static final byte[] REGULAR = resource("/fonts/DejaVuSans.ttf");

	private static final byte[] BOLD = resource("/fonts/DejaVuSans-Bold.ttf");

	private static final byte[] SRGB = ICC_Profile.getInstance(ColorSpace.CS_sRGB).getData();

	private static final String SRGB_NAME = "sRGB IEC61966-2.1";

	private PdfA() {
	}

	/** A fresh parse of the regular font for one document: a parsed font reads its file lazily and is not shared. */
	static TrueTypeFont regular() {
		return parse(REGULAR);
	}

	static TrueTypeFont bold() {
		return parse(BOLD);
	}

	/** Marks the document PDF/A-2b: output intent, document information and the XMP metadata repeating it. */
	static void conform(PDDocument document, String title, String author) throws IOException {
		PDOutputIntent intent = new PDOutputIntent(document, new ByteArrayInputStream(SRGB));
		intent.setInfo(SRGB_NAME);
		intent.setOutputCondition(SRGB_NAME);
		intent.setOutputConditionIdentifier(SRGB_NAME);
		intent.setRegistryName("http://www.color.org");
		document.getDocumentCatalog().addOutputIntent(intent);
		PDDocumentInformation information = document.getDocumentInformation();
		information.setTitle(title);
		information.setAuthor(author);
		information.setProducer(PRODUCER);
		PDMetadata metadata = new PDMetadata(document);
		metadata.importXMPMetadata(xmp(title, author).getBytes(StandardCharsets.UTF_8));
		document.getDocumentCatalog().setMetadata(metadata);
	}

	private static String xmp(String title, String author) {
		return """
				<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
				<x:xmpmeta xmlns:x="adobe:ns:meta/">
				<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
				<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"
				  xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
				<dc:format>application/pdf</dc:format>
				<dc:title><rdf:Alt><rdf:li xml:lang="x-default">%s</rdf:li></rdf:Alt></dc:title>
				<dc:creator><rdf:Seq><rdf:li>%s</rdf:li></rdf:Seq></dc:creator>
				<pdf:Producer>%s</pdf:Producer>
				<pdfaid:part>2</pdfaid:part>
				<pdfaid:conformance>B</pdfaid:conformance>
				</rdf:Description>
				</rdf:RDF>
				</x:xmpmeta>
				<?xpacket end="w"?>""".formatted(xml(title), xml(author), PRODUCER);
	}

	private static String xml(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}

	private static TrueTypeFont parse(byte[] font) {
		try {
			return new TTFParser().parse(new RandomAccessReadBuffer(font));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static byte[] resource(String path) {
		try (InputStream in = PdfA.class.getResourceAsStream(path)) {
			if (in == null) {
				throw new IllegalStateException(path + " is missing from the jar");
			}
			return in.readAllBytes();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}

package dev.kontor.shared.documents;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Iterator;

import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;

import dev.kontor.shared.InvalidInput;

/**
 * Whether the bytes of a document are what its content type says: a PDF must parse as one, a PNG or JPEG must start
 * with its signature and decode. Other content types are taken as sent, as no reader of them is at hand. An image is
 * decoded with subsampling to at most about {@value #MAX_DECODED_EDGE} pixels a side, so that its whole compressed
 * data is read while a picture of huge dimensions never takes its full size in memory.
 */
public final class DocumentContentCheck {

	static final int MAX_DECODED_EDGE = 1024;

	private static final byte[] PDF_SIGNATURE = { '%', 'P', 'D', 'F', '-' };

	private static final byte[] PNG_SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

	private static final byte[] JPEG_SIGNATURE = { (byte) 0xff, (byte) 0xd8, (byte) 0xff };

	private DocumentContentCheck() {
	}

	/** Refuses (400 on {@code fileData}) bytes that are not what the content type says. */
	public static void require(DocumentContentType contentType, byte[] content) {
		if (content.length == 0) {
			throw new InvalidInput("fileData", "must not be empty");
		}
		switch (contentType) {
			case Application_Pdf -> requirePdf(content);
			case Image_Png -> requireImage(content, PNG_SIGNATURE, "png", "a PNG image");
			case Image_Jpeg -> requireImage(content, JPEG_SIGNATURE, "jpeg", "a JPEG image");
			default -> {
			}
		}
	}

	private static void requirePdf(byte[] content) {
		if (!startsWith(content, PDF_SIGNATURE)) {
			throw notA("a PDF");
		}
		try (PDDocument document = Loader.loadPDF(content)) {
			if (document.getNumberOfPages() < 1) {
				throw notA("a PDF");
			}
		}
		catch (IOException | RuntimeException ex) {
			if (ex instanceof InvalidInput invalid) {
				throw invalid;
			}
			throw notA("a PDF");
		}
	}

	private static void requireImage(byte[] content, byte[] signature, String format, String what) {
		if (!startsWith(content, signature)) {
			throw notA(what);
		}
		try (ImageInputStream input = ImageIO.createImageInputStream(new ByteArrayInputStream(content))) {
			Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(format);
			if (input == null || !readers.hasNext()) {
				throw notA(what);
			}
			ImageReader reader = readers.next();
			try {
				reader.setInput(input, true, true);
				ImageReadParam param = reader.getDefaultReadParam();
				param.setSourceSubsampling(step(reader.getWidth(0)), step(reader.getHeight(0)), 0, 0);
				BufferedImage image = reader.read(0, param);
				if (image == null) {
					throw notA(what);
				}
			}
			finally {
				reader.dispose();
			}
		}
		catch (IOException | RuntimeException ex) {
			if (ex instanceof InvalidInput invalid) {
				throw invalid;
			}
			throw notA(what);
		}
	}

	private static int step(int edge) {
		return Math.max(1, (edge + MAX_DECODED_EDGE - 1) / MAX_DECODED_EDGE);
	}

	private static boolean startsWith(byte[] content, byte[] signature) {
		return content.length >= signature.length
				&& Arrays.equals(content, 0, signature.length, signature, 0, signature.length);
	}

	private static InvalidInput notA(String what) {
		return new InvalidInput("fileData", "must be " + what + " as contentType says");
	}
}

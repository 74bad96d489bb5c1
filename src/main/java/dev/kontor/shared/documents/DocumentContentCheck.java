package dev.kontor.shared.documents;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * data is read while a picture of huge dimensions never takes its full size in memory. A file on disk is read from
 * there (PDFBox and the image readers read what they need), never loaded whole.
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
		require(contentType, new InMemory(content));
	}

	/** Refuses (400 on {@code fileData}) a file whose bytes are not what the content type says. */
	public static void require(DocumentContentType contentType, Path file) {
		require(contentType, new OnDisk(file));
	}

	private static void require(DocumentContentType contentType, Content content) {
		if (content.length() == 0) {
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

	private static void requirePdf(Content content) {
		if (!startsWith(content, PDF_SIGNATURE)) {
			throw notA("a PDF");
		}
		try (PDDocument document = content.loadPdf()) {
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

	private static void requireImage(Content content, byte[] signature, String format, String what) {
		if (!startsWith(content, signature)) {
			throw notA(what);
		}
		try (ImageInputStream input = content.imageInput()) {
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

	private static boolean startsWith(Content content, byte[] signature) {
		try {
			return Arrays.equals(content.head(signature.length), signature);
		}
		catch (IOException ex) {
			return false;
		}
	}

	private static InvalidInput notA(String what) {
		return new InvalidInput("fileData", "must be " + what + " as contentType says");
	}

	/** The bytes checked, in memory or in a file. */
	private sealed interface Content {

		long length();

		byte[] head(int length) throws IOException;

		PDDocument loadPdf() throws IOException;

		ImageInputStream imageInput() throws IOException;
	}

	private record InMemory(byte[] bytes) implements Content {

		@Override
		public long length() {
			return bytes.length;
		}

		@Override
		public byte[] head(int length) {
			return Arrays.copyOf(bytes, Math.min(length, bytes.length));
		}

		@Override
		public PDDocument loadPdf() throws IOException {
			return Loader.loadPDF(bytes);
		}

		@Override
		public ImageInputStream imageInput() throws IOException {
			return ImageIO.createImageInputStream(new ByteArrayInputStream(bytes));
		}
	}

	private record OnDisk(Path file) implements Content {

		@Override
		public long length() {
			try {
				return Files.size(file);
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
		}

		@Override
		public byte[] head(int length) throws IOException {
			try (InputStream input = Files.newInputStream(file)) {
				return input.readNBytes(length);
			}
		}

		@Override
		public PDDocument loadPdf() throws IOException {
			return Loader.loadPDF(file.toFile());
		}

		@Override
		public ImageInputStream imageInput() throws IOException {
			return ImageIO.createImageInputStream(file.toFile());
		}
	}
}

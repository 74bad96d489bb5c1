package dev.kontor.shared.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/**
 * Whether a request for a document (a statement, a loss threshold report) asks for the PDF or for its JSON entry,
 * and the answer either way: the PDF when {@code Accept} names it and ranks it above JSON; the mapping's
 * {@code produces} already refused anything else.
 */
public final class PdfRequests {

	private PdfRequests() {
	}

	public static boolean asksForPdf(@Nullable String accept) {
		if (accept == null || accept.isBlank()) {
			return false;
		}
		List<MediaType> types = new ArrayList<>(MediaType.parseMediaTypes(accept));
		types.sort(Comparator.comparingDouble(MediaType::getQualityValue).reversed());
		for (MediaType type : types) {
			if (type.getQualityValue() > 0 && MediaType.APPLICATION_PDF.includes(type) && !type.isWildcardType()) {
				return true;
			}
			if (type.getQualityValue() > 0 && type.includes(MediaType.APPLICATION_JSON)) {
				return false;
			}
		}
		return false;
	}

	/** The document's JSON entry, or its PDF as an attachment named {@code fileName} when {@code accept} asks for it. */
	public static ResponseEntity<?> answer(@Nullable String accept, Supplier<Object> entry, String fileName,
			Supplier<byte[]> pdf) {
		if (!asksForPdf(accept)) {
			return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(entry.get());
		}
		return ResponseEntity.ok()
			.contentType(MediaType.APPLICATION_PDF)
			.header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment().filename(fileName).build().toString())
			.body(pdf.get());
	}
}

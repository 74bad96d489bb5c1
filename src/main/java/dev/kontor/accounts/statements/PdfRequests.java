package dev.kontor.accounts.statements;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.http.MediaType;

/**
 * Whether a request for a document (a statement, a loss threshold report) asks for the PDF or for its JSON entry:
 * the PDF when {@code Accept} names it and ranks it above JSON; the mapping's {@code produces} already refused
 * anything else.
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
}

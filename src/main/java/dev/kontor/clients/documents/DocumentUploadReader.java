package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.stereotype.Component;

import dev.kontor.clients.ClientSettings;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TooLarge;
import dev.kontor.shared.documents.DocumentFiles;
import dev.kontor.shared.documents.NewDocument;

/**
 * Reads an upload's body (document 3's document body) as it arrives: {@code fileData} is decoded into a temporary
 * file on the way ({@link FileDataDiversion}), so an upload holds a few buffers rather than its document several times
 * over; a document over {@code kontor.clients.max-document-size} answers 413 as soon as its text passes the limit.
 * Every other property is read by the application's JSON mapper and validated as a request body is, with the same
 * answers (400 naming the property).
 */
@Component
@RequiredArgsConstructor
public class DocumentUploadReader {

	private static final String INVALID_FIELDS = "One or more fields are invalid";

	private final JsonMapper json;

	private final Validator validator;

	private final UploadFolder folder;

	private final ClientSettings settings;

	/** The upload of the request; the caller closes it, which deletes its temporary file. */
	public DocumentUpload read(HttpInputMessage request) throws IOException {
		SpooledFile file = folder.newFile();
		try {
			return read(request, file);
		}
		catch (IOException | RuntimeException | Error ex) {
			file.close();
			throw ex;
		}
	}

	private DocumentUpload read(HttpInputMessage request, SpooledFile file) throws IOException {
		NewDocument document;
		boolean brokenText;
		try (OutputStream output = file.output()) {
			HexDecoder decoder = new HexDecoder(output, settings.maxDocumentSize());
			FileDataDiversion body = new FileDataDiversion(request.getBody(), decoder);
			document = parse(body, request);
			if (!body.diverted() && document.fileData() != null) {
				decoder.acceptAll(document.fileData());
			}
			decoder.flush();
			brokenText = body.diverted() && !decoder.valid();
		}
		Map<String, List<String>> errors = violations(document);
		if (brokenText) {
			errors.computeIfAbsent("fileData", property -> new ArrayList<>()).add(DocumentFiles.NOT_HEX);
		}
		if (!errors.isEmpty()) {
			throw new InvalidInput(INVALID_FIELDS, errors);
		}
		return new DocumentUpload(document.contentType(), document.documentType(), document.description(), file);
	}

	private NewDocument parse(FileDataDiversion body, HttpInputMessage request) {
		NewDocument document;
		try {
			document = json.readValue(body, NewDocument.class);
		}
		catch (JacksonException ex) {
			for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
				if (cause instanceof TooLarge tooLarge) {
					throw tooLarge;
				}
			}
			throw new HttpMessageNotReadableException("JSON parse error: " + ex.getOriginalMessage(), ex, request);
		}
		if (document == null) {
			throw new HttpMessageNotReadableException("Required request body is missing", request);
		}
		return document;
	}

	private Map<String, List<String>> violations(NewDocument document) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		for (ConstraintViolation<NewDocument> violation : validator.validate(document)) {
			errors.computeIfAbsent(violation.getPropertyPath().toString(), property -> new ArrayList<>())
				.add(violation.getMessage());
		}
		return errors;
	}
}

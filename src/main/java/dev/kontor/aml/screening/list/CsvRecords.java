package dev.kontor.aml.screening.list;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

/**
 * Reads RFC 4180 CSV one record at a time: comma-separated, fields optionally in double quotes, a quote inside a
 * quoted field doubled, line breaks (LF or CRLF) inside quoted fields kept.
 */
@RequiredArgsConstructor
final class CsvRecords {

	private final Reader reader;

	private int line = 1;

	private int pushedBack = -2;

	/** The line the next record starts on, for error messages. */
	int line() {
		return line;
	}

	/** The next record's fields, or null at the end of the input. Blank lines are skipped. */
	@Nullable List<String> next() throws IOException {
		int c = read();
		while (c == '\r' || c == '\n') {
			c = read();
		}
		if (c == -1) {
			return null;
		}
		List<String> fields = new ArrayList<>();
		while (true) {
			StringBuilder field = new StringBuilder();
			c = c == '"' ? readQuoted(field) : readPlain(c, field);
			fields.add(field.toString());
			if (c != ',') {
				endLine(c);
				return fields;
			}
			c = read();
		}
	}

	/** Reads up to the next separator or line end, which it answers. */
	private int readPlain(int first, StringBuilder field) throws IOException {
		int c = first;
		while (c != ',' && c != '\n' && c != '\r' && c != -1) {
			field.append((char) c);
			c = read();
		}
		return c;
	}

	/** Reads a quoted field after its opening quote; text after the closing quote is kept, as lenient readers do. */
	private int readQuoted(StringBuilder field) throws IOException {
		int start = line;
		while (true) {
			int c = read();
			if (c == -1) {
				throw new IOException("unterminated quoted field starting on line " + start);
			}
			if (c != '"') {
				field.append((char) c);
				continue;
			}
			int following = read();
			if (following != '"') {
				return readPlain(following, field);
			}
			field.append('"');
		}
	}

	private void endLine(int c) throws IOException {
		if (c == '\r') {
			int following = read();
			if (following != '\n' && following != -1) {
				pushedBack = following;
			}
		}
	}

	private int read() throws IOException {
		int c;
		if (pushedBack != -2) {
			c = pushedBack;
			pushedBack = -2;
		}
		else {
			c = reader.read();
		}
		if (c == '\n') {
			line++;
		}
		return c;
	}
}

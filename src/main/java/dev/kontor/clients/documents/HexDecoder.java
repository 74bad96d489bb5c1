package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import org.springframework.util.unit.DataSize;

import dev.kontor.shared.documents.DocumentFiles;

/**
 * Decodes {@code fileData} a character at a time as it arrives, {@code 0x} and then two hexadecimal digits a byte,
 * into an output stream. Once a character breaks the form, nothing more is written and the text is only followed to
 * its end; past the size limit of a document it answers 413 at once, without reading further.
 */
final class HexDecoder {

	private static final String PREFIX = "0x";

	private final OutputStream output;

	private final DataSize maxSize;

	private int prefixRead;

	private int highDigit = -1;

	private long size;

	private boolean valid = true;

	HexDecoder(OutputStream output, DataSize maxSize) {
		this.output = output;
		this.maxSize = maxSize;
	}

	/** Takes the next character of the text (a byte of its UTF-8 form; anything not ASCII is no digit). */
	void accept(int character) {
		if (!valid) {
			return;
		}
		if (prefixRead < PREFIX.length()) {
			valid = character == PREFIX.charAt(prefixRead++);
			return;
		}
		int digit = digit(character);
		if (digit < 0) {
			valid = false;
		}
		else if (highDigit < 0) {
			highDigit = digit;
		}
		else {
			write(highDigit << 4 | digit);
			highDigit = -1;
		}
	}

	/** Takes every character of a text. */
	void acceptAll(String text) {
		for (int i = 0; i < text.length() && valid; i++) {
			accept(text.charAt(i));
		}
	}

	/** Marks the text as broken (a character that cannot be part of it, such as an escape for a control character). */
	void reject() {
		valid = false;
	}

	/** Whether the whole text was {@code 0x} and pairs of hexadecimal digits; call once it has ended. */
	boolean valid() {
		return valid && prefixRead == PREFIX.length() && highDigit < 0;
	}

	/** The bytes decoded so far. */
	long size() {
		return size;
	}

	private void write(int value) {
		DocumentFiles.requireAtMost(size + 1, maxSize);
		try {
			output.write(value);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The uploaded document cannot be written to its temporary file", ex);
		}
		size++;
	}

	private static int digit(int character) {
		if (character >= '0' && character <= '9') {
			return character - '0';
		}
		if (character >= 'a' && character <= 'f') {
			return character - 'a' + 10;
		}
		if (character >= 'A' && character <= 'F') {
			return character - 'A' + 10;
		}
		return -1;
	}
}

package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

import org.springframework.util.unit.DataSize;

import dev.kontor.shared.documents.DocumentFiles;

/**
 * Decodes {@code fileData} as it arrives, {@code 0x} and then two hexadecimal digits a byte, into an output stream
 * (through a buffer of its own; {@link #flush()} once the text has ended). Once a character breaks the form, nothing more is written and the text is only followed to
 * its end; past the size limit of a document it answers 413 at once, without reading further.
 */
final class HexDecoder {

	private static final String PREFIX = "0x";

	private static final int BUFFER = 64 * 1024;

	/** The value of each ASCII hexadecimal digit, -1 for every other byte. */
	private static final byte[] DIGITS = new byte[256];

	static {
		Arrays.fill(DIGITS, (byte) -1);
		for (int c = '0'; c <= '9'; c++) {
			DIGITS[c] = (byte) (c - '0');
		}
		for (int c = 'a'; c <= 'f'; c++) {
			DIGITS[c] = (byte) (c - 'a' + 10);
			DIGITS[c - 'a' + 'A'] = (byte) (c - 'a' + 10);
		}
	}

	private final OutputStream output;

	private final long maxBytes;

	private final DataSize maxSize;

	private final byte[] buffer = new byte[BUFFER];

	private int buffered;

	private int prefixRead;

	private int highDigit = -1;

	private long size;

	private boolean valid = true;

	HexDecoder(OutputStream output, DataSize maxSize) {
		this.output = output;
		this.maxSize = maxSize;
		this.maxBytes = maxSize.toBytes();
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
		int digit = character < DIGITS.length ? DIGITS[character] : -1;
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

	/** Takes the characters {@code from} to {@code to} (exclusive) of {@code bytes}, none a quote or a backslash. */
	void accept(byte[] bytes, int from, int to) {
		int at = from;
		while (at < to && (prefixRead < PREFIX.length() || highDigit >= 0)) {
			accept(bytes[at++] & 0xff);
		}
		while (valid && at + 1 < to) {
			int high = DIGITS[bytes[at] & 0xff];
			int low = DIGITS[bytes[at + 1] & 0xff];
			if ((high | low) < 0) {
				valid = false;
				return;
			}
			write(high << 4 | low);
			at += 2;
		}
		if (at < to) {
			accept(bytes[at] & 0xff);
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

	/** Writes the bytes decoded and not yet written; call once the text has ended. */
	void flush() {
		try {
			output.write(buffer, 0, buffered);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The uploaded document cannot be written to its temporary file", ex);
		}
		buffered = 0;
	}

	private void write(int value) {
		if (size == maxBytes) {
			DocumentFiles.requireAtMost(size + 1, maxSize);
		}
		if (buffered == BUFFER) {
			flush();
		}
		buffer[buffered++] = (byte) value;
		size++;
	}
}

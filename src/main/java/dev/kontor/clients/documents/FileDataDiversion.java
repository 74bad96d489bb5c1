package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The JSON body of an upload as its parser reads it, with the text of the top-level {@code fileData} taken out on the
 * way: its characters go to a {@link HexDecoder} as they arrive, and the parser sees {@code "0x"} in their place. So
 * the file is never held as text, whatever its size; every other property reaches the parser as sent. Only as much
 * JSON is followed as it takes to find that text: strings and their escapes, and the nesting of objects and arrays.
 * A {@code fileData} whose name is written with escapes is left in place (the parser reads it whole, as before).
 */
final class FileDataDiversion extends InputStream {

	private static final byte[] FILE_DATA = "fileData".getBytes(StandardCharsets.US_ASCII);

	/** What the parser reads in place of the diverted text, with the closing quote. */
	private static final byte[] STAND_IN = "0x\"".getBytes(StandardCharsets.US_ASCII);

	private static final int UNICODE_DIGITS = 4;

	private final InputStream body;

	private final HexDecoder decoder;

	private final byte[] chunk = new byte[8192];

	private int chunkStart;

	private int chunkEnd;

	private int standInLeft;

	private int depth;

	private boolean topIsObject;

	private boolean expectingName;

	private boolean inString;

	private boolean inName;

	private boolean escaped;

	private boolean nameMatches;

	private int nameLength;

	private boolean afterFileDataName;

	private boolean atFileDataValue;

	private boolean diverting;

	private boolean diverted;

	/** In the diverted text: 0 outside an escape, 1 after its backslash, 2 to 5 reading the digits of a {@code \}u. */
	private int escapeState;

	private int escapedCharacter;

	FileDataDiversion(InputStream body, HexDecoder decoder) {
		this.body = body;
		this.decoder = decoder;
	}

	/** Whether the top-level {@code fileData} was a text, and so was taken out. */
	boolean diverted() {
		return diverted;
	}

	@Override
	public int read() throws IOException {
		byte[] one = new byte[1];
		return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
	}

	@Override
	public int read(byte[] buffer, int offset, int length) throws IOException {
		if (length == 0) {
			return 0;
		}
		int written = 0;
		while (written < length) {
			if (standInLeft > 0) {
				buffer[offset + written++] = STAND_IN[STAND_IN.length - standInLeft--];
				continue;
			}
			if (chunkStart == chunkEnd) {
				if (written > 0) {
					break;
				}
				int read = body.read(chunk);
				if (read < 0) {
					return -1;
				}
				chunkStart = 0;
				chunkEnd = read;
				continue;
			}
			if (diverting && escapeState == 0) {
				int end = plainTextEnd();
				decoder.accept(chunk, chunkStart, end);
				chunkStart = end;
				if (end == chunkEnd) {
					continue;
				}
			}
			int next = chunk[chunkStart++] & 0xff;
			if (diverting) {
				divert(next);
			}
			else {
				follow(next);
				buffer[offset + written++] = (byte) next;
			}
		}
		return written;
	}

	@Override
	public void close() throws IOException {
		body.close();
	}

	/** Where the run of plain characters of the diverted text ends in the chunk: its first quote, backslash or control. */
	private int plainTextEnd() {
		int end = chunkStart;
		while (end < chunkEnd && chunk[end] != '"' && chunk[end] != '\\' && (chunk[end] & 0xff) >= ' ') {
			end++;
		}
		return end;
	}

	/** Follows a byte the parser reads as sent. */
	private void follow(int next) {
		if (inString) {
			followString(next);
			return;
		}
		boolean atTop = depth == 1 && topIsObject;
		switch (next) {
			case '"' -> {
				if (atTop && expectingName) {
					inName = true;
					nameMatches = true;
					nameLength = 0;
					expectingName = false;
					inString = true;
				}
				else if (atTop && atFileDataValue && !diverted) {
					diverting = true;
					diverted = true;
				}
				else {
					inName = false;
					inString = true;
				}
				atFileDataValue = false;
			}
			case '{', '[' -> {
				if (depth == 0 && next == '{') {
					topIsObject = true;
				}
				depth++;
				expectingName = depth == 1 && topIsObject;
				atFileDataValue = false;
			}
			case '}', ']' -> {
				depth--;
				atFileDataValue = false;
			}
			case ':' -> {
				atFileDataValue = atTop && afterFileDataName;
				afterFileDataName = false;
			}
			case ',' -> {
				expectingName = atTop;
				atFileDataValue = false;
				afterFileDataName = false;
			}
			case ' ', '\t', '\r', '\n' -> {
			}
			default -> {
				atFileDataValue = false;
				afterFileDataName = false;
			}
		}
	}

	private void followString(int next) {
		if (escaped) {
			escaped = false;
		}
		else if (next == '\\') {
			escaped = true;
			nameMatches = false;
		}
		else if (next == '"') {
			inString = false;
			if (inName) {
				afterFileDataName = nameMatches && nameLength == FILE_DATA.length;
			}
		}
		else if (inName && nameMatches) {
			nameMatches = nameLength < FILE_DATA.length && FILE_DATA[nameLength] == next;
			nameLength++;
		}
	}

	/** Hands a byte of the diverted text to the decoder; its closing quote ends it. */
	private void divert(int next) {
		if (escapeState == 1) {
			escapeState = 0;
			switch (next) {
				case 'u' -> {
					escapeState = 2;
					escapedCharacter = 0;
				}
				case '"', '\\', '/' -> decoder.accept(next);
				default -> decoder.reject();
			}
		}
		else if (escapeState > 1) {
			int digit = Character.digit(next, 16);
			if (digit < 0 || next > 'f') {
				decoder.reject();
				escapeState = 0;
				return;
			}
			escapedCharacter = escapedCharacter << 4 | digit;
			if (++escapeState == 2 + UNICODE_DIGITS) {
				decoder.accept(escapedCharacter);
				escapeState = 0;
			}
		}
		else if (next == '\\') {
			escapeState = 1;
		}
		else if (next == '"') {
			diverting = false;
			standInLeft = STAND_IN.length;
		}
		else if (next < ' ') {
			decoder.reject();
		}
		else {
			decoder.accept(next);
		}
	}
}

package dev.kontor.shared.documents;

import java.util.HexFormat;

import org.springframework.util.unit.DataSize;

import dev.kontor.shared.TooLarge;

/**
 * The file of a document as the API carries it, {@code 0x} and two hexadecimal digits a byte, and the size limit of
 * the decoded file. The limit is checked on the length of the text, before decoding, so that a document over it is
 * never held decoded.
 */
public final class DocumentFiles {

	/** What a {@code fileData} that is not {@code 0x} and pairs of hexadecimal digits is told. */
	public static final String NOT_HEX = "must be 0x followed by pairs of hexadecimal digits";

	private static final HexFormat HEX = HexFormat.of();

	private DocumentFiles() {
	}

	/** Whether the text is {@code 0x} followed by pairs of hexadecimal digits. */
	public static boolean isHex(String fileData) {
		if (!fileData.startsWith("0x") || fileData.length() % 2 != 0) {
			return false;
		}
		for (int i = 2; i < fileData.length(); i++) {
			if (Character.digit(fileData.charAt(i), 16) < 0) {
				return false;
			}
		}
		return true;
	}

	/** The bytes of valid ({@link HexBytes}) file data; 413 ({@link TooLarge}) when they would exceed the limit. */
	public static byte[] decode(String fileData, DataSize maxSize) {
		requireAtMost((fileData.length() - 2) / 2, maxSize);
		return HEX.parseHex(fileData, 2, fileData.length());
	}

	/** The bytes as {@code 0x} and hexadecimal digits. */
	public static String encode(byte[] content) {
		return "0x" + HEX.formatHex(content);
	}

	/** 413 ({@link TooLarge}) when a document of this many bytes exceeds the limit. */
	public static void requireAtMost(long size, DataSize maxSize) {
		if (size > maxSize.toBytes()) {
			throw new TooLarge("A document may hold at most " + maxSize.toKilobytes() + " KB");
		}
	}
}

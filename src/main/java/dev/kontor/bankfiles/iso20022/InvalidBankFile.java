package dev.kontor.bankfiles.iso20022;

/**
 * A file that is not the ISO 20022 message it should be: not well-formed XML, a DOCTYPE, an unknown namespace, a
 * schema violation or content the reader cannot use. The message says why, naming the line and column or the
 * element, so that it can stand in a rejected file's {@code .reason}.
 */
public class InvalidBankFile extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public InvalidBankFile(String reason) {
		super(reason);
	}

	public InvalidBankFile(String reason, Throwable cause) {
		super(reason, cause);
	}

}

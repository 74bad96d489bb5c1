package dev.kontor.simulators.bank;

import java.util.Arrays;
import java.util.Optional;

/** The ISO 20022 messages the bank reads and writes, each in the one version contract section 13 names. */
enum MessageType {

	/** Kontor's direct debits, the collections from its clients' accounts. */
	DIRECT_DEBITS("pain.008.001.08", "CstmrDrctDbtInitn"),

	/** Kontor's credit transfers, the withdrawals to its clients' accounts. */
	CREDIT_TRANSFERS("pain.001.001.09", "CstmrCdtTrfInitn"),

	/** The bank's status report on instructions it rejects. */
	STATUS_REPORT("pain.002.001.10", "CstmrPmtStsRpt"),

	/** The bank's notification of what it booked on the platform's account. */
	NOTIFICATION("camt.054.001.08", "BkToCstmrDbtCdtNtfctn");

	private static final String NAMESPACE_PREFIX = "urn:iso:std:iso:20022:tech:xsd:";

	private final String id;

	private final String message;

	MessageType(String id, String message) {
		this.id = id;
		this.message = message;
	}

	/** The message name identification, such as {@code pain.008.001.08}. */
	String id() {
		return id;
	}

	/** The element under {@code Document} that holds the message. */
	String message() {
		return message;
	}

	String namespace() {
		return NAMESPACE_PREFIX + id;
	}

	/** The schema on the classpath, one of the official ISO 20022 XSDs. */
	String schemaResource() {
		return "/iso20022/" + id + ".xsd";
	}

	static Optional<MessageType> ofNamespace(String namespace) {
		return Arrays.stream(values()).filter(type -> type.namespace().equals(namespace)).findFirst();
	}
}

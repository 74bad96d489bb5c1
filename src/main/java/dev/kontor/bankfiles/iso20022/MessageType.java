package dev.kontor.bankfiles.iso20022;

import java.util.Arrays;
import java.util.Optional;

/** The four ISO 20022 messages the bank connection exchanges, each with its schema's namespace. */
public enum MessageType {

	Pain008("pain.008.001.08"),

	Pain001("pain.001.001.09"),

	Pain002("pain.002.001.10"),

	Camt054("camt.054.001.08");

	private static final String NAMESPACE_PREFIX = "urn:iso:std:iso:20022:tech:xsd:";

	private final String identifier;

	MessageType(String identifier) {
		this.identifier = identifier;
	}

	/** The message's name and version, such as {@code pain.008.001.08}, as a status report's OrgnlMsgNmId gives it. */
	public String identifier() {
		return identifier;
	}

	/** The namespace of the message's root {@code Document} element. */
	public String namespace() {
		return NAMESPACE_PREFIX + identifier;
	}

	String schemaResource() {
		return "/iso20022/" + identifier + ".xsd";
	}

	static Optional<MessageType> ofNamespace(String namespace) {
		return Arrays.stream(values()).filter(type -> type.namespace().equals(namespace)).findFirst();
	}

}

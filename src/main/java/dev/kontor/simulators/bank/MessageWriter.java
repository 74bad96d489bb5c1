package dev.kontor.simulators.bank;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes one ISO 20022 message, element by element in the schema's order, indented so that a person can read the
 * file: {@code <Document xmlns="urn:iso:std:iso:20022:tech:xsd:...">} around the message element.
 */
final class MessageWriter {

	private static final XMLOutputFactory FACTORY = XMLOutputFactory.newFactory();

	private final ByteArrayOutputStream bytes;

	private final XMLStreamWriter xml;

	private int depth;

	private MessageWriter(ByteArrayOutputStream bytes, XMLStreamWriter xml) {
		this.bytes = bytes;
		this.xml = xml;
	}

	/** A writer that has opened the document and its message element. */
	static MessageWriter start(MessageType type) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try {
			XMLStreamWriter xml = FACTORY.createXMLStreamWriter(bytes, "UTF-8");
			xml.writeStartDocument("UTF-8", "1.0");
			xml.setDefaultNamespace(type.namespace());
			MessageWriter writer = new MessageWriter(bytes, xml);
			writer.open("Document");
			xml.writeDefaultNamespace(type.namespace());
			return writer.open(type.message());
		}
		catch (XMLStreamException failed) {
			throw new IllegalStateException(failed);
		}
	}

	MessageWriter open(String name) {
		try {
			indent();
			xml.writeStartElement(name);
			depth++;
			return this;
		}
		catch (XMLStreamException failed) {
			throw new IllegalStateException(failed);
		}
	}

	MessageWriter close() {
		try {
			depth--;
			indent();
			xml.writeEndElement();
			return this;
		}
		catch (XMLStreamException failed) {
			throw new IllegalStateException(failed);
		}
	}

	MessageWriter element(String name, String text) {
		try {
			indent();
			xml.writeStartElement(name);
			xml.writeCharacters(text);
			xml.writeEndElement();
			return this;
		}
		catch (XMLStreamException failed) {
			throw new IllegalStateException(failed);
		}
	}

	/** An amount with its currency, as {@code <Amt Ccy="EUR">12.50</Amt>}. */
	MessageWriter amount(String name, BigDecimal amount, String currency) {
		try {
			indent();
			xml.writeStartElement(name);
			xml.writeAttribute("Ccy", currency);
			xml.writeCharacters(amount.toPlainString());
			xml.writeEndElement();
			return this;
		}
		catch (XMLStreamException failed) {
			throw new IllegalStateException(failed);
		}
	}

	/** Closes what is still open and hands back the file's content. */
	byte[] finish() {
		try {
			while (depth > 0) {
				close();
			}
			xml.writeCharacters("\n");
			xml.writeEndDocument();
			xml.close();
			return bytes.toByteArray();
		}
		catch (XMLStreamException failed) {
			throw new IllegalStateException(failed);
		}
	}

	private void indent() throws XMLStreamException {
		xml.writeCharacters("\n" + "  ".repeat(depth));
	}
}

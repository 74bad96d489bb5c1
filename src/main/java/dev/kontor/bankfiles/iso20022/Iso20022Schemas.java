package dev.kontor.bankfiles.iso20022;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

import javax.xml.transform.sax.SAXSource;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Checks that a file is one of the four ISO 20022 messages and valid against its official schema (in
 * {@code src/main/resources/iso20022}): the file is parsed by {@link SecureXml}'s hardened parser, its type is told by
 * the namespace of its root {@code Document}, and it is validated against that type's schema. The schemas are compiled
 * once ({@link Schema} is thread-safe); each check has its own validator. Whatever is wrong becomes an
 * {@link InvalidBankFile} whose message names the line and column or the element.
 */
public final class Iso20022Schemas {

	private static final String ROOT_ELEMENT = "Document";

	private static final Map<MessageType, Schema> SCHEMAS = compile();

	private Iso20022Schemas() {
	}

	/** The file's message type, once it is known to be well-formed and valid against that type's schema. */
	public static MessageType check(byte[] file) {
		return read(file).type();
	}

	/** The valid file's parsed document, which must be of the expected type. */
	static Document read(byte[] file, MessageType expected) {
		CheckedFile checked = read(file);
		if (checked.type() != expected) {
			throw new InvalidBankFile("a " + checked.type().identifier() + " where a " + expected.identifier()
					+ " was expected");
		}
		return checked.document();
	}

	private static CheckedFile read(byte[] file) {
		if (file.length == 0) {
			throw new InvalidBankFile("the file is empty");
		}
		Document document = parse(file);
		MessageType type = type(document.getDocumentElement());
		validate(file, type);
		return new CheckedFile(type, document);
	}

	private static Document parse(byte[] file) {
		try {
			return SecureXml.documentBuilder().parse(new ByteArrayInputStream(file));
		}
		catch (SAXParseException ex) {
			throw new InvalidBankFile("not well-formed XML, " + at(ex) + ex.getMessage(), ex);
		}
		catch (SAXException ex) {
			throw new InvalidBankFile("not well-formed XML: " + ex.getMessage(), ex);
		}
		catch (IOException ex) {
			throw new InvalidBankFile("not readable as XML: " + ex.getMessage(), ex);
		}
	}

	private static MessageType type(Element root) {
		String namespace = root.getNamespaceURI();
		if (!ROOT_ELEMENT.equals(root.getLocalName())) {
			throw new InvalidBankFile("the root element is " + root.getLocalName() + ", not an ISO 20022 Document");
		}
		if (namespace == null) {
			throw new InvalidBankFile("not a known ISO 20022 message: the root Document has no namespace");
		}
		return MessageType.ofNamespace(namespace)
			.orElseThrow(() -> new InvalidBankFile("not a known ISO 20022 message: " + namespace));
	}

	private static void validate(byte[] file, MessageType type) {
		SAXSource source = new SAXSource(SecureXml.saxReader(), new InputSource(new ByteArrayInputStream(file)));
		try {
			SecureXml.harden(SCHEMAS.get(type).newValidator()).validate(source);
		}
		catch (SAXParseException ex) {
			throw new InvalidBankFile("not a valid " + type.identifier() + ", " + at(ex) + ex.getMessage(), ex);
		}
		catch (SAXException ex) {
			throw new InvalidBankFile("not a valid " + type.identifier() + ": " + ex.getMessage(), ex);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static String at(SAXParseException ex) {
		return "line " + ex.getLineNumber() + ", column " + ex.getColumnNumber() + ": ";
	}

	private static Map<MessageType, Schema> compile() {
		SchemaFactory factory = SecureXml.schemaFactory();
		Map<MessageType, Schema> schemas = new EnumMap<>(MessageType.class);
		for (MessageType type : MessageType.values()) {
			schemas.put(type, compile(factory, type));
		}
		return schemas;
	}

	private static Schema compile(SchemaFactory factory, MessageType type) {
		URL resource = Objects.requireNonNull(Iso20022Schemas.class.getResource(type.schemaResource()),
				type.schemaResource());
		try (InputStream in = resource.openStream()) {
			return factory.newSchema(new StreamSource(in, resource.toExternalForm()));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (SAXException ex) {
			throw new IllegalStateException("the schema " + type.schemaResource() + " does not compile", ex);
		}
	}

	private record CheckedFile(MessageType type, Document document) {
	}

}

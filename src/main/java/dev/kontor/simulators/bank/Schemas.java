package dev.kontor.simulators.bank;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Reads ISO 20022 files safely and validates them against the official schemas on the classpath: a document type
 * declaration is refused (so no entity, external or not, is ever expanded) and neither parser nor validator fetches
 * anything from outside. The bank applies it to what it reads and to what it writes, before the file appears.
 */
final class Schemas {

	private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";

	private final Map<MessageType, Schema> schemas;

	private final DocumentBuilderFactory parsers;

	private Schemas(Map<MessageType, Schema> schemas, DocumentBuilderFactory parsers) {
		this.schemas = schemas;
		this.parsers = parsers;
	}

	static Schemas load() {
		try {
			SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
			factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			Map<MessageType, Schema> schemas = new EnumMap<>(MessageType.class);
			for (MessageType type : MessageType.values()) {
				try (InputStream xsd = Schemas.class.getResourceAsStream(type.schemaResource())) {
					if (xsd == null) {
						throw new IllegalStateException("missing schema " + type.schemaResource());
					}
					schemas.put(type, factory.newSchema(new StreamSource(xsd, type.schemaResource())));
				}
			}
			return new Schemas(schemas, parsers());
		}
		catch (SAXException | ParserConfigurationException failed) {
			throw new IllegalStateException("the ISO 20022 schemas could not be loaded", failed);
		}
		catch (IOException failed) {
			throw new UncheckedIOException(failed);
		}
	}

	private static DocumentBuilderFactory parsers() throws ParserConfigurationException {
		DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
		factory.setNamespaceAware(true);
		factory.setFeature(DISALLOW_DOCTYPE, true);
		factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
		factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
		factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
		factory.setXIncludeAware(false);
		factory.setExpandEntityReferences(false);
		return factory;
	}

	/** The message the content holds, valid against its schema. */
	ReadMessage read(byte[] content) throws UnreadableFile {
		Document document = parse(content);
		Element root = document.getDocumentElement();
		String namespace = root.getNamespaceURI();
		MessageType type = MessageType.ofNamespace(namespace == null ? "" : namespace)
			.filter(known -> "Document".equals(root.getLocalName()))
			.orElseThrow(() -> new UnreadableFile(
					"not an ISO 20022 message the bank knows: {" + namespace + "}" + root.getLocalName()));
		validate(type, document);
		return new ReadMessage(type, document);
	}

	private Document parse(byte[] content) throws UnreadableFile {
		try {
			DocumentBuilder builder = parsers.newDocumentBuilder();
			builder.setErrorHandler(RAISING);
			return builder.parse(new ByteArrayInputStream(content));
		}
		catch (SAXException malformed) {
			throw new UnreadableFile("not well-formed XML", malformed);
		}
		catch (ParserConfigurationException | IOException failed) {
			throw new IllegalStateException("the XML parser could not run", failed);
		}
	}

	private void validate(MessageType type, Document document) throws UnreadableFile {
		try {
			Validator validator = schemas.get(type).newValidator();
			validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			validator.setErrorHandler(RAISING);
			validator.validate(new DOMSource(document));
		}
		catch (SAXException invalid) {
			throw new UnreadableFile("not valid against " + type.id(), invalid);
		}
		catch (IOException failed) {
			throw new UncheckedIOException(failed);
		}
	}

	/** Stops at the first problem, which becomes the reason, instead of printing it to standard error. */
	private static final ErrorHandler RAISING = new ErrorHandler() {

		@Override
		public void warning(SAXParseException exception) {
		}

		@Override
		public void error(SAXParseException exception) throws SAXException {
			throw exception;
		}

		@Override
		public void fatalError(SAXParseException exception) throws SAXException {
			throw exception;
		}
	};

	/** A message read and validated. */
	record ReadMessage(MessageType type, Document document) {
	}
}

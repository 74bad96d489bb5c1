package dev.kontor.bankfiles.iso20022;

import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;

import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXNotRecognizedException;
import org.xml.sax.SAXNotSupportedException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Parsers that read a file from outside without trusting it: a DOCTYPE is refused before anything in it is read, so
 * that neither an entity bomb nor an external entity (XXE) can expand, nothing external is fetched, and the JDK's
 * secure-processing limits apply. Parse errors are thrown, never printed.
 */
final class SecureXml {

	/** The parser features that refuse a DOCTYPE and keep entities and DTDs from being fetched. */
	private static final List<Feature> HARDENING = List.of(new Feature(XMLConstants.FEATURE_SECURE_PROCESSING, true),
			new Feature("http://apache.org/xml/features/disallow-doctype-decl", true),
			new Feature("http://xml.org/sax/features/external-general-entities", false),
			new Feature("http://xml.org/sax/features/external-parameter-entities", false),
			new Feature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false));

	/** Fails on every error and fatal error; warnings are not reasons to refuse a file. */
	static final ErrorHandler FAIL_ON_ERROR = new ErrorHandler() {

		@Override
		public void warning(SAXParseException exception) {
			// a warning does not make a file invalid
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

	private SecureXml() {
	}

	private record Feature(String name, boolean on) {
	}

	/** A namespace-aware DOM builder; factories are not thread-safe, so each call makes its own. */
	static DocumentBuilder documentBuilder() {
		try {
			DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
			factory.setNamespaceAware(true);
			for (Feature feature : HARDENING) {
				factory.setFeature(feature.name(), feature.on());
			}
			factory.setXIncludeAware(false);
			factory.setExpandEntityReferences(false);
			factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			DocumentBuilder builder = factory.newDocumentBuilder();
			builder.setErrorHandler(FAIL_ON_ERROR);
			return builder;
		}
		catch (ParserConfigurationException ex) {
			throw new IllegalStateException("the XML parser cannot be hardened", ex);
		}
	}

	/** A namespace-aware SAX reader with the same hardening, for validating with line numbers. */
	static XMLReader saxReader() {
		try {
			SAXParserFactory factory = SAXParserFactory.newInstance();
			factory.setNamespaceAware(true);
			for (Feature feature : HARDENING) {
				factory.setFeature(feature.name(), feature.on());
			}
			factory.setXIncludeAware(false);
			XMLReader reader = factory.newSAXParser().getXMLReader();
			reader.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			reader.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			return reader;
		}
		catch (ParserConfigurationException | SAXException ex) {
			throw new IllegalStateException("the XML parser cannot be hardened", ex);
		}
	}

	/** A schema factory that reads only the schemas given to it. */
	static SchemaFactory schemaFactory() {
		try {
			SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
			factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
			factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			return factory;
		}
		catch (SAXNotRecognizedException | SAXNotSupportedException ex) {
			throw new IllegalStateException("the schema factory cannot be hardened", ex);
		}
	}

	/** Keeps a validator from fetching anything a file points to. */
	static Validator harden(Validator validator) {
		try {
			validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
			validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
			validator.setErrorHandler(FAIL_ON_ERROR);
			return validator;
		}
		catch (SAXNotRecognizedException | SAXNotSupportedException ex) {
			throw new IllegalStateException("the schema validator cannot be hardened", ex);
		}
	}

}

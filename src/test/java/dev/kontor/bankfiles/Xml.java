package dev.kontor.bankfiles;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * An ISO 20022 file read for assertions: {@code text("GrpHdr/MsgId")} is the text of the first element at that path
 * below the message element (the Document's child), whatever the namespace.
 */
final class Xml {

	private final Document document;

	private Xml(Document document) {
		this.document = document;
	}

	static Xml of(Path file) {
		try {
			DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
			factory.setNamespaceAware(true);
			factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
			factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			return new Xml(factory.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(file))));
		}
		catch (IOException | javax.xml.parsers.ParserConfigurationException | org.xml.sax.SAXException ex) {
			throw new IllegalStateException("Cannot read " + file, ex);
		}
	}

	String text(String path) {
		Element element = element(path);
		return element.getTextContent();
	}

	String attribute(String path, String name) {
		return element(path).getAttribute(name);
	}

	private Element element(String path) {
		String expression = "/*/*" + Arrays.stream(path.split("/"))
			.map(step -> "/*[local-name()='" + step + "']")
			.collect(Collectors.joining()) + "[1]";
		try {
			Element element = (Element) XPathFactory.newInstance().newXPath().evaluate(expression, document,
					XPathConstants.NODE);
			if (element == null) {
				throw new AssertionError("No element " + path);
			}
			return element;
		}
		catch (XPathExpressionException ex) {
			throw new IllegalArgumentException(path, ex);
		}
	}
}

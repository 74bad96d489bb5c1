package dev.kontor.simulators.bank;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * An answer the bank wrote, read the way Kontor would: its elements by XPath, where the prefix {@code d} stands for
 * the file's own ISO 20022 namespace.
 */
final class XmlAnswer {

	private final Path file;

	private final Document document;

	private final XPath xpath;

	private XmlAnswer(Path file, Document document, XPath xpath) {
		this.file = file;
		this.document = document;
		this.xpath = xpath;
	}

	static XmlAnswer read(Path file) throws Exception {
		DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
		factory.setNamespaceAware(true);
		Document document = factory.newDocumentBuilder().parse(file.toFile());
		String namespace = document.getDocumentElement().getNamespaceURI();
		XPath xpath = XPathFactory.newInstance().newXPath();
		xpath.setNamespaceContext(new NamespaceContext() {

			@Override
			public String getNamespaceURI(String prefix) {
				return "d".equals(prefix) ? namespace : XMLConstants.NULL_NS_URI;
			}

			@Override
			public String getPrefix(String uri) {
				throw new UnsupportedOperationException();
			}

			@Override
			public Iterator<String> getPrefixes(String uri) {
				throw new UnsupportedOperationException();
			}
		});
		return new XmlAnswer(file, document, xpath);
	}

	String text(String path) throws Exception {
		return (String) xpath.evaluate(path, document, XPathConstants.STRING);
	}

	List<String> texts(String path) throws Exception {
		NodeList nodes = (NodeList) xpath.evaluate(path, document, XPathConstants.NODESET);
		List<String> texts = new ArrayList<>();
		for (int i = 0; i < nodes.getLength(); i++) {
			texts.add(nodes.item(i).getTextContent());
		}
		return texts;
	}

	int count(String path) throws Exception {
		return ((Double) xpath.evaluate("count(" + path + ")", document, XPathConstants.NUMBER)).intValue();
	}

	/** Validates the file against the official schema of the message id, independently of the simulator's code. */
	void validateAgainst(String messageId) throws Exception {
		try (InputStream xsd = XmlAnswer.class.getResourceAsStream("/iso20022/" + messageId + ".xsd")) {
			SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
				.newSchema(new StreamSource(xsd))
				.newValidator()
				.validate(new StreamSource(file.toFile()));
		}
	}

	/** The complete files in the directory: those written aside under a dot name are not there yet. */
	static List<Path> files(Path directory) throws IOException {
		try (var files = Files.list(directory)) {
			return files.filter(Files::isRegularFile)
				.filter(file -> !file.getFileName().toString().startsWith("."))
				.sorted()
				.toList();
		}
	}
}

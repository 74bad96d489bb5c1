package dev.kontor.bankfiles.iso20022;

import java.io.ByteArrayInputStream;

import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** XPath over a written file, the namespace ignored by matching local names ({@code /*[local-name()='Document']}). */
final class Xml {

	private final Document document;

	Xml(byte[] file) {
		try {
			this.document = SecureXml.documentBuilder().parse(new ByteArrayInputStream(file));
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
	}

	/** The text at a path written with plain element names, such as {@code GrpHdr/MsgId}, under the message. */
	String text(String path) {
		try {
			return XPathFactory.newInstance().newXPath().evaluate(localNames(path), document);
		}
		catch (XPathExpressionException ex) {
			throw new IllegalArgumentException(path, ex);
		}
	}

	int count(String path) {
		try {
			return ((NodeList) XPathFactory.newInstance().newXPath().evaluate(localNames(path), document,
					XPathConstants.NODESET)).getLength();
		}
		catch (XPathExpressionException ex) {
			throw new IllegalArgumentException(path, ex);
		}
	}

	String namespace() {
		return document.getDocumentElement().getNamespaceURI();
	}

	private static String localNames(String path) {
		StringBuilder expression = new StringBuilder("/*[local-name()='Document']/*");
		for (String step : path.split("/")) {
			expression.append('/').append(step(step));
		}
		return expression.toString();
	}

	/** {@code PmtInf[2]} becomes {@code *[local-name()='PmtInf'][2]}, {@code @Ccy} stays an attribute. */
	private static String step(String step) {
		if (step.startsWith("@")) {
			return step;
		}
		int predicate = step.indexOf('[');
		String name = predicate < 0 ? step : step.substring(0, predicate);
		String rest = predicate < 0 ? "" : step.substring(predicate);
		return "*[local-name()='" + name + "']" + rest;
	}

}

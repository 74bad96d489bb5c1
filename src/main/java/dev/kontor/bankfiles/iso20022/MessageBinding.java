package dev.kontor.bankfiles.iso20022;

import java.io.ByteArrayOutputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.jspecify.annotations.Nullable;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBElement;
import jakarta.xml.bind.JAXBException;

/**
 * Binds Prowide's ISO 20022 model classes ({@code com.prowidesoftware.swift.model.mx.dic}) to a plain ISO 20022
 * {@code Document} with JAXB. Prowide's own {@code MxPain00800108.document()} and {@code parse(...)} cannot be used:
 * their JAXB context includes the {@code Mx...} class, whose superclass declares methods typed with Gson, which the
 * build leaves out. The model classes carry no namespace, so a message is marshalled unqualified under a
 * {@code Document} root and then moved into the message's namespace; reading moves a validated document's elements out
 * of it again. JAXB contexts are built once per message class and are thread-safe.
 */
final class MessageBinding {

	private static final Map<Class<?>, JAXBContext> CONTEXTS = new ConcurrentHashMap<>();

	private MessageBinding() {
	}

	/** The message as UTF-8 bytes: {@code <Document xmlns="type's namespace"><element>…</element></Document>}. */
	static <T> byte[] write(MessageType type, String element, Class<T> messageClass, T message) {
		Document document = SecureXml.documentBuilder().newDocument();
		Element root = document.createElementNS(type.namespace(), "Document");
		root.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, XMLConstants.XMLNS_ATTRIBUTE, type.namespace());
		document.appendChild(root);
		try {
			context(messageClass).createMarshaller()
				.marshal(new JAXBElement<>(new QName(element), messageClass, message), root);
		}
		catch (JAXBException ex) {
			throw new IllegalStateException("the " + type.identifier() + " cannot be written", ex);
		}
		moveInto(document, root.getFirstChild(), type.namespace());
		return serialize(document);
	}

	/** The message under the validated document's root, bound to its model class. */
	static <T> T read(Document document, Class<T> messageClass) {
		Element message = firstElement(document.getDocumentElement());
		Node unqualified = moveInto(document, message, null);
		try {
			return context(messageClass).createUnmarshaller().unmarshal(unqualified, messageClass).getValue();
		}
		catch (JAXBException ex) {
			throw new InvalidBankFile("the message cannot be read: " + ex.getMessage(), ex);
		}
	}

	private static JAXBContext context(Class<?> messageClass) {
		return CONTEXTS.computeIfAbsent(messageClass, MessageBinding::newContext);
	}

	private static JAXBContext newContext(Class<?> messageClass) {
		try {
			return JAXBContext.newInstance(messageClass);
		}
		catch (JAXBException ex) {
			throw new IllegalStateException("no JAXB binding for " + messageClass.getName(), ex);
		}
	}

	private static Element firstElement(Element parent) {
		for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
			if (child instanceof Element element) {
				return element;
			}
		}
		throw new InvalidBankFile("the Document holds no message");
	}

	/** Renames the element and everything below it into the namespace (or none), dropping prefixes. */
	private static Node moveInto(Document document, Node node, @Nullable String namespace) {
		if (!(node instanceof Element)) {
			return node;
		}
		Node moved = document.renameNode(node, namespace, node.getLocalName());
		for (Node child = moved.getFirstChild(); child != null; child = child.getNextSibling()) {
			child = moveInto(document, child, namespace);
		}
		return moved;
	}

	private static byte[] serialize(Document document) {
		try {
			Transformer transformer = TransformerFactory.newInstance().newTransformer();
			transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
			transformer.setOutputProperty(OutputKeys.INDENT, "yes");
			transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			transformer.transform(new DOMSource(document), new StreamResult(out));
			return out.toByteArray();
		}
		catch (TransformerException ex) {
			throw new IllegalStateException("the message cannot be serialized", ex);
		}
	}

}

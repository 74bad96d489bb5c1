package dev.kontor.bankfiles;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * What the bank's files in a directory said, read without Kontor's own readers so that a test can hold Kontor's
 * statuses against them: the {@code EndToEndId}s a {@code pain.002} rejected ({@code TxInfAndSts} with
 * {@code TxSts} {@code RJCT}) and, from the {@code camt.054} entries, the credits (booked collections), the debits
 * with return information (returned collections) and the other debits (executed transfers).
 */
record BankAnswers(Set<String> rejected, Set<String> credited, Set<String> returned, Set<String> debited) {

	static BankAnswers in(Path directory) {
		BankAnswers answers = new BankAnswers(new HashSet<>(), new HashSet<>(), new HashSet<>(), new HashSet<>());
		for (Path file : xmlFiles(directory)) {
			answers.read(parse(file));
		}
		return answers;
	}

	/** What the bank said of the direct debit with this {@code EndToEndId}: Failed, Reverted, Received, or nothing. */
	String directDebitStatus(String endToEndId) {
		if (rejected.contains(endToEndId)) {
			return "Failed";
		}
		if (returned.contains(endToEndId)) {
			return "Reverted";
		}
		return credited.contains(endToEndId) ? "Received" : "unanswered";
	}

	/** What the bank said of the credit transfer with this {@code EndToEndId}: Rejected, Executed, or nothing. */
	String creditTransferStatus(String endToEndId) {
		if (rejected.contains(endToEndId)) {
			return "Rejected";
		}
		return debited.contains(endToEndId) ? "Executed" : "unanswered";
	}

	private void read(Document document) {
		for (Element status : elements(document.getDocumentElement(), "TxInfAndSts")) {
			if ("RJCT".equals(text(status, "TxSts"))) {
				rejected.add(text(status, "OrgnlEndToEndId"));
			}
		}
		for (Element entry : elements(document.getDocumentElement(), "Ntry")) {
			String endToEndId = text(entry, "EndToEndId");
			boolean credit = "CRDT".equals(text(entry, "CdtDbtInd"));
			if (credit) {
				credited.add(endToEndId);
			}
			else if (!elements(entry, "RtrInf").isEmpty()) {
				returned.add(endToEndId);
			}
			else {
				debited.add(endToEndId);
			}
		}
	}

	private static List<Element> elements(Element parent, String name) {
		NodeList nodes = parent.getElementsByTagNameNS("*", name);
		return Stream.iterate(0, i -> i < nodes.getLength(), i -> i + 1).map(i -> (Element) nodes.item(i)).toList();
	}

	private static String text(Element parent, String name) {
		List<Element> found = elements(parent, name);
		if (found.isEmpty()) {
			throw new AssertionError("no " + name + " in " + parent.getLocalName());
		}
		return found.getFirst().getTextContent().trim();
	}

	private static List<Path> xmlFiles(Path directory) {
		try (Stream<Path> files = Files.list(directory)) {
			return files.filter(file -> file.getFileName().toString().endsWith(".xml")).sorted().toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static Document parse(Path file) {
		try (InputStream in = Files.newInputStream(file)) {
			DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
			factory.setNamespaceAware(true);
			factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
			factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			return factory.newDocumentBuilder().parse(in);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (ParserConfigurationException | SAXException ex) {
			throw new IllegalStateException("Cannot read " + file, ex);
		}
	}
}

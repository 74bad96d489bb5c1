package dev.kontor.simulators.bank;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import dev.kontor.simulators.bank.Schemas.ReadMessage;

/**
 * Takes the instructions out of a validated {@code pain.008} or {@code pain.001}: the schema has already vouched for
 * the structure, so this only walks it.
 */
final class Submissions {

	private Submissions() {
	}

	static Submission of(ReadMessage read) throws UnreadableFile {
		MessageType type = read.type();
		if (type != MessageType.DIRECT_DEBITS && type != MessageType.CREDIT_TRANSFERS) {
			throw new UnreadableFile(type.id() + " is a message the bank sends, not one it takes");
		}
		Element message = only(read.document().getDocumentElement(), type.message());
		String msgId = text(only(message, "GrpHdr"), "MsgId");
		List<Instruction> instructions = new ArrayList<>();
		for (Element paymentInfo : children(message, "PmtInf")) {
			String paymentInfoId = text(paymentInfo, "PmtInfId");
			for (Element transaction : children(paymentInfo,
					type == MessageType.DIRECT_DEBITS ? "DrctDbtTxInf" : "CdtTrfTxInf")) {
				instructions.add(instruction(type, paymentInfoId, transaction));
			}
		}
		return new Submission(type, msgId, instructions);
	}

	private static Instruction instruction(MessageType type, String paymentInfoId, Element transaction)
			throws UnreadableFile {
		Element paymentId = only(transaction, "PmtId");
		Element amount = type == MessageType.DIRECT_DEBITS ? only(transaction, "InstdAmt")
				: child(only(transaction, "Amt"), "InstdAmt").orElseThrow(
						() -> new UnreadableFile("an equivalent amount (EqvtAmt) is not taken, only InstdAmt"));
		@Nullable String mandateId = child(transaction, "DrctDbtTx").flatMap(debit -> child(debit, "MndtRltdInf"))
			.flatMap(mandate -> child(mandate, "MndtId"))
			.map(Node::getTextContent)
			.orElse(null);
		return new Instruction(paymentInfoId, child(paymentId, "InstrId").map(Node::getTextContent).orElse(null),
				text(paymentId, "EndToEndId"), new BigDecimal(amount.getTextContent().strip()),
				amount.getAttribute("Ccy"), mandateId);
	}

	private static String text(Element parent, String name) {
		return only(parent, name).getTextContent().strip();
	}

	/** A child the schema requires. */
	private static Element only(Element parent, String name) {
		return child(parent, name).orElseThrow(() -> new IllegalStateException("valid yet without " + name));
	}

	private static Optional<Element> child(Element parent, String name) {
		return children(parent, name).stream().findFirst();
	}

	private static List<Element> children(Element parent, String name) {
		List<Element> children = new ArrayList<>();
		for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
			if (node instanceof Element element && name.equals(element.getLocalName())) {
				children.add(element);
			}
		}
		return children;
	}
}

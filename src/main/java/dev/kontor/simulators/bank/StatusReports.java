package dev.kontor.simulators.bank;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.kontor.simulators.bank.Teller.Decided;

/**
 * Writes the {@code pain.002.001.10} that reports a file's rejected instructions. Like many banks the simulator
 * reports only what it rejects: the group status is {@code RJCT} when every instruction was rejected and
 * {@code PART} otherwise, and each rejected instruction is listed with status {@code RJCT}, its reason code, its
 * {@code EndToEndId} and its amount, under its payment information block.
 */
final class StatusReports {

	/** A direct debit the debtor's bank refuses: the debtor's account is closed. */
	static final String DIRECT_DEBIT_REJECTION = "AC04";

	/** A transfer the bank refuses: the creditor's account number is incorrect. */
	static final String TRANSFER_REJECTION = "AC01";

	private StatusReports() {
	}

	static byte[] write(Submission submission, List<Decided> decided, String msgId, OffsetDateTime now) {
		List<Decided> rejected = decided.stream().filter(one -> one.outcome() == Outcome.REJECTED).toList();
		MessageWriter xml = MessageWriter.start(MessageType.STATUS_REPORT);
		xml.open("GrpHdr")
			.element("MsgId", msgId)
			.element("CreDtTm", now.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME))
			.close();
		xml.open("OrgnlGrpInfAndSts")
			.element("OrgnlMsgId", submission.msgId())
			.element("OrgnlMsgNmId", submission.type().id())
			.element("OrgnlNbOfTxs", Integer.toString(decided.size()))
			.element("OrgnlCtrlSum", submission.controlSum().toPlainString())
			.element("GrpSts", status(rejected.size(), decided.size()))
			.close();
		String reason = submission.type() == MessageType.DIRECT_DEBITS ? DIRECT_DEBIT_REJECTION : TRANSFER_REJECTION;
		byPaymentInfo(decided).forEach((paymentInfoId, block) -> {
			List<Decided> blockRejected = block.stream().filter(one -> one.outcome() == Outcome.REJECTED).toList();
			if (blockRejected.isEmpty()) {
				return;
			}
			xml.open("OrgnlPmtInfAndSts")
				.element("OrgnlPmtInfId", paymentInfoId)
				.element("OrgnlNbOfTxs", Integer.toString(block.size()))
				.element("OrgnlCtrlSum", sum(block).toPlainString())
				.element("PmtInfSts", status(blockRejected.size(), block.size()));
			blockRejected.forEach(one -> transaction(xml, one.instruction(), reason));
			xml.close();
		});
		return xml.finish();
	}

	private static void transaction(MessageWriter xml, Instruction instruction, String reason) {
		xml.open("TxInfAndSts");
		if (instruction.instructionId() != null) {
			xml.element("OrgnlInstrId", instruction.instructionId());
		}
		xml.element("OrgnlEndToEndId", instruction.endToEndId())
			.element("TxSts", "RJCT")
			.open("StsRsnInf")
			.open("Rsn")
			.element("Cd", reason)
			.close()
			.close()
			.open("OrgnlTxRef")
			.open("Amt")
			.amount("InstdAmt", instruction.amount(), instruction.currency())
			.close()
			.close()
			.close();
	}

	private static String status(int rejected, int all) {
		return rejected == all ? "RJCT" : "PART";
	}

	private static Map<String, List<Decided>> byPaymentInfo(List<Decided> decided) {
		Map<String, List<Decided>> blocks = new LinkedHashMap<>();
		decided.forEach(one -> blocks.computeIfAbsent(one.instruction().paymentInfoId(), id -> new ArrayList<>())
			.add(one));
		return blocks;
	}

	private static BigDecimal sum(List<Decided> block) {
		return block.stream().map(one -> one.instruction().amount()).reduce(BigDecimal.ZERO, BigDecimal::add);
	}
}

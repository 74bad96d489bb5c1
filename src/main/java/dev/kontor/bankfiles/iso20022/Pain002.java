package dev.kontor.bankfiles.iso20022;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.model.mx.dic.CustomerPaymentStatusReportV10;
import com.prowidesoftware.swift.model.mx.dic.GroupHeader86;
import com.prowidesoftware.swift.model.mx.dic.OriginalGroupHeader17;
import com.prowidesoftware.swift.model.mx.dic.OriginalPaymentInstruction32;
import com.prowidesoftware.swift.model.mx.dic.PaymentTransaction105;
import com.prowidesoftware.swift.model.mx.dic.StatusReason6Choice;
import com.prowidesoftware.swift.model.mx.dic.StatusReasonInformation12;

import dev.kontor.bankfiles.iso20022.StatusReport.TransactionStatus;

/**
 * Reads a bank's {@code pain.002.001.10} status report, and writes one as the bank would. The whole file's status is
 * {@code OrgnlGrpInfAndSts/GrpSts}; a transaction's is its {@code TxSts}, or its block's {@code PmtInfSts} when it has
 * none; a reason is the first {@code StsRsnInf/Rsn/Cd}. The writer puts all transactions into one
 * {@code OrgnlPmtInfAndSts} whose {@code OrgnlPmtInfId} is the original message's id, since the platform matches by
 * end-to-end id only.
 */
public final class Pain002 {

	private Pain002() {
	}

	/** The report in a file that must be a valid pain.002.001.10, or {@link InvalidBankFile}. */
	public static StatusReport read(byte[] file) {
		CustomerPaymentStatusReportV10 report = MessageBinding.read(
				Iso20022Schemas.read(file, MessageType.Pain002), CustomerPaymentStatusReportV10.class);
		OriginalGroupHeader17 original = report.getOrgnlGrpInfAndSts();
		return new StatusReport(report.getGrpHdr().getMsgId(), original.getOrgnlMsgId(), original.getOrgnlMsgNmId(),
				original.getGrpSts(), reasonCode(original.getStsRsnInf()), transactions(report));
	}

	private static List<TransactionStatus> transactions(CustomerPaymentStatusReportV10 report) {
		List<TransactionStatus> transactions = new ArrayList<>();
		for (OriginalPaymentInstruction32 block : report.getOrgnlPmtInfAndSts()) {
			for (PaymentTransaction105 transaction : block.getTxInfAndSts()) {
				transactions.add(transaction(block, transaction));
			}
		}
		return transactions;
	}

	private static TransactionStatus transaction(OriginalPaymentInstruction32 block, PaymentTransaction105 transaction) {
		String endToEndId = transaction.getOrgnlEndToEndId();
		String status = transaction.getTxSts() != null ? transaction.getTxSts() : block.getPmtInfSts();
		if (endToEndId == null || status == null) {
			throw new InvalidBankFile("the transaction status in OrgnlPmtInfAndSts " + block.getOrgnlPmtInfId()
					+ (endToEndId == null ? " has no OrgnlEndToEndId" : " for " + endToEndId + " has no TxSts"));
		}
		return new TransactionStatus(endToEndId, status, reasonCode(transaction.getStsRsnInf()));
	}

	private static @Nullable String reasonCode(List<StatusReasonInformation12> reasons) {
		return reasons.stream()
			.map(StatusReasonInformation12::getRsn)
			.filter(reason -> reason != null && reason.getCd() != null)
			.map(StatusReason6Choice::getCd)
			.findFirst()
			.orElse(null);
	}

	/** The report as UTF-8 bytes that pass {@link Iso20022Schemas#check}, as the bank would send it. */
	public static byte[] write(StatusReport report, Instant createdAt) {
		CustomerPaymentStatusReportV10 message = new CustomerPaymentStatusReportV10()
			.setGrpHdr(new GroupHeader86().setMsgId(Elements.identifier("MsgId", report.msgId()))
				.setCreDtTm(Elements.dateTime(createdAt)))
			.setOrgnlGrpInfAndSts(originalGroup(report));
		if (!report.transactions().isEmpty()) {
			OriginalPaymentInstruction32 block = new OriginalPaymentInstruction32()
				.setOrgnlPmtInfId(report.originalMsgId());
			report.transactions().forEach(transaction -> block.addTxInfAndSts(transactionStatus(transaction)));
			message.addOrgnlPmtInfAndSts(block);
		}
		return MessageBinding.write(MessageType.Pain002, "CstmrPmtStsRpt", CustomerPaymentStatusReportV10.class,
				message);
	}

	private static OriginalGroupHeader17 originalGroup(StatusReport report) {
		OriginalGroupHeader17 group = new OriginalGroupHeader17()
			.setOrgnlMsgId(Elements.identifier("OrgnlMsgId", report.originalMsgId()))
			.setOrgnlMsgNmId(report.originalMessageType())
			.setGrpSts(report.groupStatus());
		String reasonCode = report.groupReasonCode();
		return reasonCode == null ? group : group.addStsRsnInf(reason(reasonCode));
	}

	private static PaymentTransaction105 transactionStatus(TransactionStatus transaction) {
		PaymentTransaction105 status = new PaymentTransaction105()
			.setOrgnlEndToEndId(Elements.identifier("OrgnlEndToEndId", transaction.endToEndId()))
			.setTxSts(transaction.status());
		String reasonCode = transaction.reasonCode();
		return reasonCode == null ? status : status.addStsRsnInf(reason(reasonCode));
	}

	private static StatusReasonInformation12 reason(String code) {
		return new StatusReasonInformation12().setRsn(new StatusReason6Choice().setCd(code));
	}

}

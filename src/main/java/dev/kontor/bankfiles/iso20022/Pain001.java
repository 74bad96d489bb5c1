package dev.kontor.bankfiles.iso20022;

import com.prowidesoftware.swift.model.mx.dic.AmountType4Choice;
import com.prowidesoftware.swift.model.mx.dic.ChargeBearerType1Code;
import com.prowidesoftware.swift.model.mx.dic.CreditTransferTransaction34;
import com.prowidesoftware.swift.model.mx.dic.CustomerCreditTransferInitiationV09;
import com.prowidesoftware.swift.model.mx.dic.DateAndDateTime2Choice;
import com.prowidesoftware.swift.model.mx.dic.GroupHeader85;
import com.prowidesoftware.swift.model.mx.dic.PaymentIdentification6;
import com.prowidesoftware.swift.model.mx.dic.PaymentInstruction30;
import com.prowidesoftware.swift.model.mx.dic.PaymentMethod3Code;
import com.prowidesoftware.swift.model.mx.dic.PaymentTypeInformation26;
import com.prowidesoftware.swift.model.mx.dic.ServiceLevel8Choice;

import dev.kontor.bankfiles.iso20022.CreditTransferFile.Transfer;

/**
 * Writes a {@code pain.001.001.09} SEPA credit transfer initiation: one group header and one payment information
 * block (its id the file's) from the platform's account, with one transaction per transfer. A creditor's agent is
 * named only when its BIC is known, as SEPA allows within the EEA. The end-to-end ids are the caller's.
 */
public final class Pain001 {

	private Pain001() {
	}

	/** The file as UTF-8 bytes that pass {@link Iso20022Schemas#check}. */
	public static byte[] write(CreditTransferFile file) {
		CustomerCreditTransferInitiationV09 initiation = new CustomerCreditTransferInitiationV09()
			.setGrpHdr(header(file))
			.addPmtInf(block(file));
		return MessageBinding.write(MessageType.Pain001, "CstmrCdtTrfInitn", CustomerCreditTransferInitiationV09.class,
				initiation);
	}

	private static GroupHeader85 header(CreditTransferFile file) {
		return new GroupHeader85().setMsgId(Elements.identifier("MsgId", file.msgId()))
			.setCreDtTm(Elements.dateTime(file.createdAt()))
			.setNbOfTxs(Integer.toString(file.transfers().size()))
			.setCtrlSum(Elements.sum(file.transfers(), Transfer::amount))
			.setInitgPty(Elements.party(file.debtor().name()));
	}

	private static PaymentInstruction30 block(CreditTransferFile file) {
		PaymentInstruction30 block = new PaymentInstruction30().setPmtInfId(file.msgId())
			.setPmtMtd(PaymentMethod3Code.TRF)
			.setBtchBookg(true)
			.setNbOfTxs(Integer.toString(file.transfers().size()))
			.setCtrlSum(Elements.sum(file.transfers(), Transfer::amount))
			.setPmtTpInf(new PaymentTypeInformation26().addSvcLvl(new ServiceLevel8Choice().setCd("SEPA")))
			.setReqdExctnDt(new DateAndDateTime2Choice().setDt(file.executionDate()))
			.setDbtr(Elements.party(file.debtor().name()))
			.setDbtrAcct(Elements.account(file.debtor().iban()))
			.setDbtrAgt(Elements.agent(file.debtor().bic()))
			.setChrgBr(ChargeBearerType1Code.SLEV);
		file.transfers().forEach(transfer -> block.addCdtTrfTxInf(transaction(transfer)));
		return block;
	}

	private static CreditTransferTransaction34 transaction(Transfer transfer) {
		CreditTransferTransaction34 transaction = new CreditTransferTransaction34()
			.setPmtId(new PaymentIdentification6()
				.setEndToEndId(Elements.identifier("EndToEndId", transfer.endToEndId())))
			.setAmt(new AmountType4Choice().setInstdAmt(Elements.amount(transfer.amount(), transfer.currency())))
			.setCdtr(Elements.party(transfer.creditor().name()))
			.setCdtrAcct(Elements.account(transfer.creditor().iban()))
			.setRmtInf(Elements.remittance(transfer.remittance()));
		String bic = transfer.creditor().bic();
		return bic == null ? transaction : transaction.setCdtrAgt(Elements.agent(bic));
	}

}

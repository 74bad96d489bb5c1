package dev.kontor.bankfiles.iso20022;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.prowidesoftware.swift.model.mx.dic.ChargeBearerType1Code;
import com.prowidesoftware.swift.model.mx.dic.CustomerDirectDebitInitiationV08;
import com.prowidesoftware.swift.model.mx.dic.DirectDebitTransaction10;
import com.prowidesoftware.swift.model.mx.dic.DirectDebitTransactionInformation23;
import com.prowidesoftware.swift.model.mx.dic.GenericPersonIdentification1;
import com.prowidesoftware.swift.model.mx.dic.GroupHeader83;
import com.prowidesoftware.swift.model.mx.dic.LocalInstrument2Choice;
import com.prowidesoftware.swift.model.mx.dic.MandateRelatedInformation14;
import com.prowidesoftware.swift.model.mx.dic.Party38Choice;
import com.prowidesoftware.swift.model.mx.dic.PartyIdentification135;
import com.prowidesoftware.swift.model.mx.dic.PaymentIdentification6;
import com.prowidesoftware.swift.model.mx.dic.PaymentInstruction29;
import com.prowidesoftware.swift.model.mx.dic.PaymentMethod2Code;
import com.prowidesoftware.swift.model.mx.dic.PaymentTypeInformation29;
import com.prowidesoftware.swift.model.mx.dic.PersonIdentification13;
import com.prowidesoftware.swift.model.mx.dic.PersonIdentificationSchemeName1Choice;
import com.prowidesoftware.swift.model.mx.dic.SequenceType3Code;
import com.prowidesoftware.swift.model.mx.dic.ServiceLevel8Choice;

import dev.kontor.bankfiles.iso20022.DirectDebitFile.Collection;

/**
 * Writes a {@code pain.008.001.08} SEPA Core direct debit initiation: one group header for the file and one payment
 * information block per sequence type (FRST before RCUR), each with its own number of transactions and control sum,
 * batch booking, the creditor's account, agent and SEPA creditor identifier. The end-to-end ids are the caller's.
 */
public final class Pain008 {

	private static final String SEPA = "SEPA";

	private static final String CORE = "CORE";

	private Pain008() {
	}

	/** The file as UTF-8 bytes that pass {@link Iso20022Schemas#check}. */
	public static byte[] write(DirectDebitFile file) {
		CustomerDirectDebitInitiationV08 initiation = new CustomerDirectDebitInitiationV08().setGrpHdr(header(file));
		bySequenceType(file.collections())
			.forEach((sequenceType, collections) -> initiation.addPmtInf(block(file, sequenceType, collections)));
		return MessageBinding.write(MessageType.Pain008, "CstmrDrctDbtInitn", CustomerDirectDebitInitiationV08.class,
				initiation);
	}

	private static GroupHeader83 header(DirectDebitFile file) {
		return new GroupHeader83().setMsgId(Elements.identifier("MsgId", file.msgId()))
			.setCreDtTm(Elements.dateTime(file.createdAt()))
			.setNbOfTxs(Integer.toString(file.collections().size()))
			.setCtrlSum(Elements.sum(file.collections(), Collection::amount))
			.setInitgPty(Elements.party(file.creditor().name()));
	}

	private static Map<SequenceType, List<Collection>> bySequenceType(List<Collection> collections) {
		return collections.stream()
			.collect(Collectors.groupingBy(Collection::sequenceType, () -> new EnumMap<>(SequenceType.class),
					Collectors.toList()));
	}

	private static PaymentInstruction29 block(DirectDebitFile file, SequenceType sequenceType,
			List<Collection> collections) {
		PaymentInstruction29 block = new PaymentInstruction29().setPmtInfId(blockId(file.msgId(), sequenceType))
			.setPmtMtd(PaymentMethod2Code.DD)
			.setBtchBookg(true)
			.setNbOfTxs(Integer.toString(collections.size()))
			.setCtrlSum(Elements.sum(collections, Collection::amount))
			.setPmtTpInf(paymentType(sequenceType))
			.setReqdColltnDt(file.collectionDate())
			.setCdtr(Elements.party(file.creditor().name()))
			.setCdtrAcct(Elements.account(file.creditor().iban()))
			.setCdtrAgt(Elements.agent(file.creditor().bic()))
			.setChrgBr(ChargeBearerType1Code.SLEV)
			.setCdtrSchmeId(creditorSchemeId(file.creditorId()));
		collections.forEach(collection -> block.addDrctDbtTxInf(transaction(collection)));
		return block;
	}

	/** The file's id, cut to leave room for the sequence type, so that each block's id stays within 35 characters. */
	private static String blockId(String msgId, SequenceType sequenceType) {
		String suffix = "-" + sequenceType.name();
		return msgId.substring(0, Math.min(msgId.length(), Elements.MAX_IDENTIFIER - suffix.length())) + suffix;
	}

	private static PaymentTypeInformation29 paymentType(SequenceType sequenceType) {
		return new PaymentTypeInformation29().addSvcLvl(new ServiceLevel8Choice().setCd(SEPA))
			.setLclInstrm(new LocalInstrument2Choice().setCd(CORE))
			.setSeqTp(SequenceType3Code.valueOf(sequenceType.name()));
	}

	private static PartyIdentification135 creditorSchemeId(String creditorId) {
		GenericPersonIdentification1 schemeId = new GenericPersonIdentification1()
			.setId(Elements.identifier("creditor id", creditorId))
			.setSchmeNm(new PersonIdentificationSchemeName1Choice().setPrtry(SEPA));
		return new PartyIdentification135()
			.setId(new Party38Choice().setPrvtId(new PersonIdentification13().addOthr(schemeId)));
	}

	private static DirectDebitTransactionInformation23 transaction(Collection collection) {
		MandateRelatedInformation14 mandate = new MandateRelatedInformation14()
			.setMndtId(Elements.identifier("MndtId", collection.mandateId()))
			.setDtOfSgntr(collection.mandateSigned());
		return new DirectDebitTransactionInformation23()
			.setPmtId(new PaymentIdentification6()
				.setEndToEndId(Elements.identifier("EndToEndId", collection.endToEndId())))
			.setInstdAmt(Elements.amount(collection.amount(), collection.currency()))
			.setDrctDbtTx(new DirectDebitTransaction10().setMndtRltdInf(mandate))
			.setDbtrAgt(Elements.agent(collection.debtor().bic()))
			.setDbtr(Elements.party(collection.debtor().name()))
			.setDbtrAcct(Elements.account(collection.debtor().iban()))
			.setRmtInf(Elements.remittance(collection.remittance()));
	}

}

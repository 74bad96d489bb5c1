package dev.kontor.bankfiles.iso20022;

import com.prowidesoftware.swift.model.mx.dic.BankTransactionCodeStructure4;
import com.prowidesoftware.swift.model.mx.dic.BankTransactionCodeStructure5;
import com.prowidesoftware.swift.model.mx.dic.BankTransactionCodeStructure6;

import dev.kontor.bankfiles.iso20022.Notification.Entry;

/** The ISO bank transaction code of a written camt.054 entry; the mapping is described on {@link Camt054}. */
final class BankTransactionCodes {

	private static final String PAYMENTS = "PMNT";

	private BankTransactionCodes() {
	}

	static BankTransactionCodeStructure4 of(Entry entry) {
		boolean returned = entry.returnReasonCode() != null;
		boolean directDebit = entry.credit() != returned;
		String family = directDebit ? "IDDT" : "ICDT";
		String subFamily = directDebit ? (returned ? "UPDD" : "ESDD") : (returned ? "RRTN" : "ESCT");
		return new BankTransactionCodeStructure4().setDomn(new BankTransactionCodeStructure5().setCd(PAYMENTS)
			.setFmly(new BankTransactionCodeStructure6().setCd(family).setSubFmlyCd(subFamily)));
	}

}

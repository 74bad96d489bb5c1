package dev.kontor.bankfiles.iso20022;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.model.mx.dic.AccountIdentification4Choice;
import com.prowidesoftware.swift.model.mx.dic.AccountNotification17;
import com.prowidesoftware.swift.model.mx.dic.ActiveOrHistoricCurrencyAndAmount;
import com.prowidesoftware.swift.model.mx.dic.BankToCustomerDebitCreditNotificationV08;
import com.prowidesoftware.swift.model.mx.dic.CashAccount39;
import com.prowidesoftware.swift.model.mx.dic.CreditDebitCode;
import com.prowidesoftware.swift.model.mx.dic.DateAndDateTime2Choice;
import com.prowidesoftware.swift.model.mx.dic.EntryDetails9;
import com.prowidesoftware.swift.model.mx.dic.EntryStatus1Choice;
import com.prowidesoftware.swift.model.mx.dic.EntryTransaction10;
import com.prowidesoftware.swift.model.mx.dic.GroupHeader81;
import com.prowidesoftware.swift.model.mx.dic.PaymentReturnReason5;
import com.prowidesoftware.swift.model.mx.dic.ReportEntry10;
import com.prowidesoftware.swift.model.mx.dic.ReturnReason5Choice;
import com.prowidesoftware.swift.model.mx.dic.TransactionReferences6;

import dev.kontor.bankfiles.iso20022.Notification.Entry;

/**
 * Reads a bank's {@code camt.054.001.08} debit and credit notification, and writes one as the bank would.
 * <p>
 * Reading gives one entry per {@code Ntfctn/Ntry/NtryDtls/TxDtls}: the amount and credit or debit of the transaction
 * (or of its {@code Ntry} when the transaction has none), the booking date ({@code BookgDt/Dt}, or the date of
 * {@code DtTm}), the return reason {@code RtrInf/Rsn/Cd}. An {@code Ntry} without transaction details names nothing
 * the platform could match and gives no entry; a transaction without an {@code EndToEndId} makes the file invalid.
 * <p>
 * Writing makes one {@code Ntfctn} for the account, and for each entry one booked ({@code Sts BOOK}) {@code Ntry} with
 * one transaction. Its bank transaction code is told by the entry's direction and whether it is a return, seen from
 * the platform, which collects direct debits and issues transfers (ISO external code set, domain {@code PMNT}):
 * <ul>
 * <li>credit, no return reason: a collected direct debit, {@code IDDT/ESDD} (issued direct debit, SEPA Core);</li>
 * <li>debit with a return reason: a returned direct debit, {@code IDDT/UPDD} (unpaid direct debit);</li>
 * <li>debit, no return reason: an executed transfer, {@code ICDT/ESCT} (issued credit transfer, SEPA);</li>
 * <li>credit with a return reason: a returned transfer, {@code ICDT/RRTN} (reversal due to a payment return).</li>
 * </ul>
 */
public final class Camt054 {

	private Camt054() {
	}

	/** The notification in a file that must be a valid camt.054.001.08, or {@link InvalidBankFile}. */
	public static Notification read(byte[] file) {
		BankToCustomerDebitCreditNotificationV08 message = MessageBinding.read(
				Iso20022Schemas.read(file, MessageType.Camt054), BankToCustomerDebitCreditNotificationV08.class);
		List<Entry> entries = new ArrayList<>();
		for (AccountNotification17 notification : message.getNtfctn()) {
			String iban = notification.getAcct().getId().getIBAN();
			int number = 0;
			for (ReportEntry10 entry : notification.getNtry()) {
				number++;
				for (EntryDetails9 details : entry.getNtryDtls()) {
					for (EntryTransaction10 transaction : details.getTxDtls()) {
						entries.add(entry(iban, entry, transaction, notification.getId() + " entry " + number));
					}
				}
			}
		}
		return new Notification(message.getGrpHdr().getMsgId(), entries);
	}

	private static Entry entry(@Nullable String iban, ReportEntry10 entry, EntryTransaction10 transaction,
			String where) {
		TransactionReferences6 references = transaction.getRefs();
		String endToEndId = references == null ? null : references.getEndToEndId();
		if (endToEndId == null) {
			throw new InvalidBankFile("Ntfctn " + where + " has a transaction without EndToEndId"
					+ (entry.getNtryRef() == null ? "" : " (NtryRef " + entry.getNtryRef() + ")"));
		}
		ActiveOrHistoricCurrencyAndAmount amount = transaction.getAmt() != null ? transaction.getAmt() : entry.getAmt();
		CreditDebitCode direction = transaction.getCdtDbtInd() != null ? transaction.getCdtDbtInd()
				: entry.getCdtDbtInd();
		return new Entry(iban, endToEndId, amount.getValue(), amount.getCcy(), direction == CreditDebitCode.CRDT,
				bookingDate(entry, where), returnReasonCode(transaction.getRtrInf()));
	}

	private static LocalDate bookingDate(ReportEntry10 entry, String where) {
		DateAndDateTime2Choice booked = entry.getBookgDt();
		if (booked != null && booked.getDt() != null) {
			return booked.getDt();
		}
		if (booked != null && booked.getDtTm() != null) {
			return booked.getDtTm().toLocalDate();
		}
		throw new InvalidBankFile("Ntfctn " + where + " has no BookgDt");
	}

	private static @Nullable String returnReasonCode(@Nullable PaymentReturnReason5 returned) {
		return returned == null || returned.getRsn() == null ? null : returned.getRsn().getCd();
	}

	/** The notification on the account as UTF-8 bytes that pass {@link Iso20022Schemas#check}, as a bank sends it. */
	public static byte[] write(Notification notification, String accountIban, Instant createdAt) {
		AccountNotification17 account = new AccountNotification17()
			.setId(Elements.identifier("Ntfctn/Id", notification.msgId()))
			.setCreDtTm(Elements.dateTime(createdAt))
			.setAcct(new CashAccount39().setId(new AccountIdentification4Choice().setIBAN(accountIban)));
		notification.entries().forEach(entry -> account.addNtry(booked(entry)));
		BankToCustomerDebitCreditNotificationV08 message = new BankToCustomerDebitCreditNotificationV08()
			.setGrpHdr(new GroupHeader81().setMsgId(Elements.identifier("MsgId", notification.msgId()))
				.setCreDtTm(Elements.dateTime(createdAt)))
			.addNtfctn(account);
		return MessageBinding.write(MessageType.Camt054, "BkToCstmrDbtCdtNtfctn",
				BankToCustomerDebitCreditNotificationV08.class, message);
	}

	private static ReportEntry10 booked(Entry entry) {
		CreditDebitCode direction = entry.credit() ? CreditDebitCode.CRDT : CreditDebitCode.DBIT;
		EntryTransaction10 transaction = new EntryTransaction10()
			.setRefs(new TransactionReferences6().setEndToEndId(Elements.identifier("EndToEndId", entry.endToEndId())))
			.setAmt(Elements.amount(entry.amount(), entry.currency()))
			.setCdtDbtInd(direction);
		String reasonCode = entry.returnReasonCode();
		if (reasonCode != null) {
			transaction.setRtrInf(new PaymentReturnReason5().setRsn(new ReturnReason5Choice().setCd(reasonCode)));
		}
		return new ReportEntry10().setAmt(Elements.amount(entry.amount(), entry.currency()))
			.setCdtDbtInd(direction)
			.setSts(new EntryStatus1Choice().setCd("BOOK"))
			.setBookgDt(new DateAndDateTime2Choice().setDt(entry.bookingDate()))
			.setValDt(new DateAndDateTime2Choice().setDt(entry.bookingDate()))
			.setBkTxCd(BankTransactionCodes.of(entry))
			.addNtryDtls(new EntryDetails9().addTxDtls(transaction));
	}

}

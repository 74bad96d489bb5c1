package dev.kontor.simulators.bank;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

import dev.kontor.simulators.bank.Teller.Decided;

/**
 * Writes the {@code camt.054.001.08} that notifies what a file's instructions booked on the platform's account, one
 * entry ({@code Ntry}, status {@code BOOK}, booked and valued on the day of the answer) per booking with the
 * instruction's references in its transaction details:
 * <ul>
 * <li>a collected direct debit: a credit, bank transaction code {@code PMNT/IDDT/ESDD} (issued direct debit, SEPA
 * core);</li>
 * <li>a returned direct debit: after all the credits, a debit of the same amount with the same {@code EndToEndId},
 * bank transaction code {@code PMNT/IDDT/UPDD} (unpaid direct debit) and return reason {@code MD06};</li>
 * <li>an executed transfer: a debit, bank transaction code {@code PMNT/ICDT/ESCT} (issued credit transfer, SEPA).</li>
 * </ul>
 * Each entry has a reference of its own ({@code AcctSvcrRef}): the notification's id and the entry's number.
 */
final class Notifications {

	/** The debtor asked for a refund of an authorised direct debit, within the eight weeks SEPA allows. */
	static final String RETURN_REASON = "MD06";

	private Notifications() {
	}

	static byte[] write(Submission submission, List<Decided> decided, String msgId, OffsetDateTime now, String iban) {
		MessageWriter xml = MessageWriter.start(MessageType.NOTIFICATION);
		String created = now.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
		xml.open("GrpHdr").element("MsgId", msgId).element("CreDtTm", created).close();
		xml.open("Ntfctn")
			.element("Id", msgId)
			.element("CreDtTm", created)
			.open("Acct")
			.open("Id")
			.element("IBAN", iban)
			.close()
			.close();
		Entries entries = new Entries(xml, submission, msgId, now.toLocalDate());
		decided.stream().filter(one -> one.outcome() != Outcome.REJECTED).forEach(one -> entries.booking(one));
		decided.stream().filter(one -> one.outcome() == Outcome.RETURNED).forEach(one -> entries.returned(one));
		return xml.finish();
	}

	/** The entries of one notification, numbered as they are written. */
	private static final class Entries {

		private final MessageWriter xml;

		private final Submission submission;

		private final String msgId;

		private final LocalDate bookingDate;

		private int count;

		Entries(MessageWriter xml, Submission submission, String msgId, LocalDate bookingDate) {
			this.xml = xml;
			this.submission = submission;
			this.msgId = msgId;
			this.bookingDate = bookingDate;
		}

		void booking(Decided decided) {
			if (submission.type() == MessageType.DIRECT_DEBITS) {
				entry(decided.instruction(), "CRDT", "IDDT", "ESDD", false);
			}
			else {
				entry(decided.instruction(), "DBIT", "ICDT", "ESCT", false);
			}
		}

		void returned(Decided decided) {
			entry(decided.instruction(), "DBIT", "IDDT", "UPDD", true);
		}

		private void entry(Instruction instruction, String creditOrDebit, String family, String subFamily,
				boolean returned) {
			String reference = msgId + "-" + ++count;
			xml.open("Ntry")
				.amount("Amt", instruction.amount(), instruction.currency())
				.element("CdtDbtInd", creditOrDebit)
				.open("Sts")
				.element("Cd", "BOOK")
				.close()
				.open("BookgDt")
				.element("Dt", bookingDate.toString())
				.close()
				.open("ValDt")
				.element("Dt", bookingDate.toString())
				.close()
				.element("AcctSvcrRef", reference)
				.open("BkTxCd")
				.open("Domn")
				.element("Cd", "PMNT")
				.open("Fmly")
				.element("Cd", family)
				.element("SubFmlyCd", subFamily)
				.close()
				.close()
				.close();
			details(instruction, creditOrDebit, reference, returned);
			xml.close();
		}

		private void details(Instruction instruction, String creditOrDebit, String reference, boolean returned) {
			xml.open("NtryDtls").open("TxDtls").open("Refs").element("MsgId", submission.msgId())
				.element("AcctSvcrRef", reference)
				.element("PmtInfId", instruction.paymentInfoId());
			if (instruction.instructionId() != null) {
				xml.element("InstrId", instruction.instructionId());
			}
			xml.element("EndToEndId", instruction.endToEndId());
			if (instruction.mandateId() != null) {
				xml.element("MndtId", instruction.mandateId());
			}
			xml.close().amount("Amt", instruction.amount(), instruction.currency()).element("CdtDbtInd", creditOrDebit);
			if (returned) {
				xml.open("RtrInf").open("Rsn").element("Cd", RETURN_REASON).close().close();
			}
			xml.close().close();
		}
	}
}

package dev.kontor.bankfiles.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import lombok.RequiredArgsConstructor;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.bankfiles.CreditorSettings;
import dev.kontor.bankfiles.iso20022.Notification;
import dev.kontor.bankfiles.iso20022.StatusReport;
import dev.kontor.payments.BankHandover;
import dev.kontor.payments.DirectDebitAnswer;
import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitOutcome;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentOutcome;
import dev.kontor.shared.TenantId;

/**
 * Gives the bank's answers to the payments module, in the caller's transaction, each matched by its EndToEndId to
 * a transaction of a file Kontor sent:
 * <ul>
 * <li>{@code pain.002}: a rejected transaction (TxSts RJCT), or every transaction of a rejected file (GrpSts RJCT),
 * makes a direct debit Failed and a credit transfer Rejected, with the reason code; other statuses (accepted,
 * pending) change nothing;</li>
 * <li>{@code camt.054}: a booked credit of a direct debit makes it Received; a return (RtrInf) of a direct debit
 * makes it Reverted; a booked debit of a credit transfer makes it Executed; a returned credit transfer makes it
 * Rejected; each with the reason code of a return.</li>
 * </ul>
 * Anything that does not fit (an unknown EndToEndId, another account, another amount or currency, a move the
 * instruction's life cycle does not allow) refuses the whole file, and the caller's transaction rolls back.
 */
@Component
@RequiredArgsConstructor
class AnswerApplication {

	private static final String REJECTED = "RJCT";

	private final BankFileStore store;

	private final BankHandover payments;

	private final CreditorSettings creditor;

	@Transactional(propagation = Propagation.MANDATORY)
	AppliedAnswers apply(StatusReport report) {
		BankFileRow original = store.outgoing(report.originalMsgId(), report.originalMessageType())
			.orElseThrow(() -> new RefusedBankFile("It answers the " + report.originalMessageType() + " file "
					+ report.originalMsgId() + ", which Kontor did not send"));
		Answers answers = new Answers();
		if (REJECTED.equals(report.groupStatus())) {
			store.transactionsOf(original.id())
				.forEach(transaction -> answers.reject(transaction, report.groupReasonCode()));
			return answers.give();
		}
		List<StatusReport.TransactionStatus> rejected = report.transactions()
			.stream()
			.filter(status -> REJECTED.equals(status.status()))
			.toList();
		Map<String, FileTransaction> known = store
			.transactions(rejected.stream().map(StatusReport.TransactionStatus::endToEndId).toList());
		for (StatusReport.TransactionStatus status : rejected) {
			FileTransaction transaction = known(known, status.endToEndId());
			if (!transaction.fileId().equals(original.id())) {
				throw new RefusedBankFile("The EndToEndId " + status.endToEndId() + " is not of the file "
						+ report.originalMsgId() + " it answers");
			}
			answers.reject(transaction, status.reasonCode());
		}
		return answers.give();
	}

	@Transactional(propagation = Propagation.MANDATORY)
	AppliedAnswers apply(Notification notification) {
		Map<String, FileTransaction> known = store
			.transactions(notification.entries().stream().map(Notification.Entry::endToEndId).distinct().toList());
		Answers answers = new Answers();
		for (Notification.Entry entry : notification.entries()) {
			if (entry.accountIban() != null && !entry.accountIban().equals(creditor.creditorIban())) {
				throw new RefusedBankFile("It reports on the account " + entry.accountIban()
						+ ", not on the creditor's account " + creditor.creditorIban());
			}
			FileTransaction transaction = known(known, entry.endToEndId());
			if (entry.amount().compareTo(transaction.amount()) != 0
					|| !entry.currency().equals(transaction.currencyCode())) {
				throw new RefusedBankFile("The EndToEndId " + entry.endToEndId() + " is for "
						+ transaction.amount().toPlainString() + " " + transaction.currencyCode() + ", not "
						+ entry.amount().toPlainString() + " " + entry.currency());
			}
			answers.book(transaction, entry);
		}
		return answers.give();
	}

	/**
	 * The answers of one file: a credit transfer's given at once, the direct debits' gathered by tenant and given
	 * together when the file is read, so that the payments module books thousands of them in a few statements.
	 */
	private final class Answers {

		private final Map<TenantId, List<DirectDebitAnswer>> directDebits = new LinkedHashMap<>();

		private AppliedAnswers applied = AppliedAnswers.NONE;

		private void book(FileTransaction transaction, Notification.Entry entry) {
			boolean returned = entry.returnReasonCode() != null;
			switch (transaction.kind()) {
				case DirectDebit -> {
					if (!returned && !entry.credit()) {
						throw new RefusedBankFile("The direct debit " + entry.endToEndId()
								+ " is booked as a debit without a return");
					}
					directDebit(transaction, returned ? DirectDebitOutcome.Reverted : DirectDebitOutcome.Received,
							entry.returnReasonCode());
				}
				case CreditTransfer -> {
					if (!returned && entry.credit()) {
						throw new RefusedBankFile("The credit transfer " + entry.endToEndId()
								+ " is booked as a credit without a return");
					}
					payments.answer(transaction.tenantId(), new PaymentId(transaction.instructionId()),
							returned ? PaymentOutcome.Rejected : PaymentOutcome.Executed, entry.returnReasonCode());
				}
			}
			applied = applied.plus(entry.amount());
		}

		private void reject(FileTransaction transaction, @Nullable String reasonCode) {
			switch (transaction.kind()) {
				case DirectDebit -> directDebit(transaction, DirectDebitOutcome.Failed, reasonCode);
				case CreditTransfer -> payments.answer(transaction.tenantId(), new PaymentId(transaction.instructionId()),
						PaymentOutcome.Rejected, reasonCode);
			}
			applied = applied.plus(transaction.amount());
		}

		private void directDebit(FileTransaction transaction, DirectDebitOutcome outcome, @Nullable String reasonCode) {
			directDebits.computeIfAbsent(transaction.tenantId(), tenant -> new ArrayList<>())
				.add(new DirectDebitAnswer(new DirectDebitId(transaction.instructionId()), outcome, reasonCode));
		}

		private AppliedAnswers give() {
			directDebits.forEach(payments::answerDirectDebits);
			return applied;
		}
	}

	private static FileTransaction known(Map<String, FileTransaction> known, String endToEndId) {
		FileTransaction transaction = known.get(endToEndId);
		if (transaction == null) {
			throw new RefusedBankFile("The EndToEndId " + endToEndId + " is not of a file Kontor sent");
		}
		return Objects.requireNonNull(transaction);
	}
}

package dev.kontor.payments;

import java.util.List;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.TenantId;

/**
 * The payments module's side of a bank connection in files ({@code kontor.payments.bank=files}): at a cut-off the
 * connector takes the direct debits and credit transfers waiting for a file, which become Uploaded and Sent in its
 * transaction (so a file that is not written leaves them waiting), and it gives the bank's answers, each naming its
 * instruction by id. Answers join the caller's transaction: a file's answers are applied all or none.
 */
public interface BankHandover {

	/** Approved direct debits waiting for a file, oldest first, at most {@code limit}, now Uploaded. */
	List<DirectDebitHandedOver> uploadDirectDebits(int limit);

	/** Created credit transfers waiting for a file, oldest first, at most {@code limit}, now Sent. */
	List<CreditTransferHandedOver> sendCreditTransfers(int limit);

	/**
	 * The bank's answers to direct debits of the tenant, in their order: each as if given alone (the same answer
	 * again changes nothing; a later answer to the same instruction moves it on from where the earlier one left it),
	 * with the instructions locked, written and booked in the ledger together, so that a file's thousands of answers
	 * cost a few statements in all rather than a few each.
	 *
	 * @throws dev.kontor.shared.NotFound when the tenant has no such instruction
	 * @throws dev.kontor.shared.Conflict when an instruction's life cycle does not allow its answer
	 */
	void answerDirectDebits(TenantId tenantId, List<DirectDebitAnswer> answers);

	/** The same for a credit transfer, with the reason code of a rejection. */
	void answer(TenantId tenantId, PaymentId id, PaymentOutcome outcome, @Nullable String reasonCode);
}

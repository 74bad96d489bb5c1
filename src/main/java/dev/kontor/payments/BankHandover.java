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
	 * The bank's answer to a direct debit, with its reason code for a failure or a return. The same answer again
	 * changes nothing.
	 *
	 * @throws dev.kontor.shared.NotFound when the tenant has no such instruction
	 * @throws dev.kontor.shared.Conflict when its life cycle does not allow the answer
	 */
	void answer(TenantId tenantId, DirectDebitId id, DirectDebitOutcome outcome, @Nullable String reasonCode);

	/** The same for a credit transfer, with the reason code of a rejection. */
	void answer(TenantId tenantId, PaymentId id, PaymentOutcome outcome, @Nullable String reasonCode);
}

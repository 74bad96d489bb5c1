package dev.kontor.payments.internal;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import lombok.RequiredArgsConstructor;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.payments.BankHandover;
import dev.kontor.payments.BankParty;
import dev.kontor.payments.CreditTransferHandedOver;
import dev.kontor.payments.DirectDebitHandedOver;
import dev.kontor.payments.DirectDebitAnswer;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentOutcome;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.shared.TenantId;

/**
 * The payments module's side of the bank connection in files ({@link BankHandover}). A direct debit whose bank
 * account has no IBAN cannot be collected by SEPA: it is rejected instead of uploaded, and left out of the file.
 */
@Component
@RequiredArgsConstructor
class FileHandover implements BankHandover {

	/** The name a transfer carries when its bank account is gone: SEPA wants a creditor's name. */
	private static final String UNKNOWN_HOLDER = "NOTPROVIDED";

	private final DirectDebits directDebits;

	private final DirectDebitTransitions directDebitTransitions;

	private final DirectDebitCollection collection;

	private final DirectDebitMandates mandates;

	private final PaymentRows payments;

	private final PaymentTransitions paymentTransitions;

	private final CreditTransfers transfers;

	private final Withdrawals withdrawals;

	private final Parties parties;

	@Override
	@Transactional(propagation = Propagation.MANDATORY)
	public List<DirectDebitHandedOver> uploadDirectDebits(int limit) {
		List<DirectDebitRow> taken = directDebits.takeAwaitingFile(limit);
		Set<MandateId> collectedBefore = new HashSet<>(
				directDebits.mandatesCollectedBefore(taken.stream().map(DirectDebitRow::mandateId).toList()));
		Map<BankAccountId, @Nullable BankParty> debtors = new HashMap<>();
		List<DirectDebitHandedOver> uploaded = new ArrayList<>(taken.size());
		for (DirectDebitRow instruction : taken) {
			MoneyRoute route = instruction.route();
			BankParty debtor = debtors.computeIfAbsent(route.bankAccountId(),
					account -> party(route.tenantId(), account));
			if (debtor == null) {
				directDebitTransitions.move(instruction, DirectDebitStatus.Rejected);
				continue;
			}
			MandateRow mandate = mandates.find(route.tenantId(), instruction.mandateId());
			directDebitTransitions.move(instruction, DirectDebitStatus.Uploaded);
			uploaded.add(new DirectDebitHandedOver(route.tenantId(), instruction.id(), instruction.money(), mandate.id(),
					LocalDate.ofInstant(mandate.createdDate(), ZoneOffset.UTC),
					collectedBefore.add(mandate.id()), debtor));
		}
		return uploaded;
	}

	@Override
	@Transactional(propagation = Propagation.MANDATORY)
	public List<CreditTransferHandedOver> sendCreditTransfers(int limit) {
		List<PaymentRow> taken = payments.takeAwaitingFile(limit);
		List<CreditTransferHandedOver> sent = new ArrayList<>(taken.size());
		for (PaymentRow payment : taken) {
			paymentTransitions.move(payment, PaymentStatus.Sent);
			sent.add(new CreditTransferHandedOver(payment.tenantId(), payment.id(), payment.money(), creditor(payment)));
		}
		return sent;
	}

	@Override
	@Transactional
	public void answerDirectDebits(TenantId tenantId, List<DirectDebitAnswer> answers) {
		collection.answerAll(tenantId, answers);
	}

	@Override
	@Transactional
	public void answer(TenantId tenantId, PaymentId id, PaymentOutcome outcome, @Nullable String reasonCode) {
		transfers.answer(tenantId, id, outcome);
		if (reasonCode != null) {
			payments.reasonCode(id, reasonCode);
		}
	}

	/** The debtor of a direct debit: its bank account, which SEPA names by IBAN; null when it has none. */
	private @Nullable BankParty party(TenantId tenantId, BankAccountId id) {
		return parties.bankAccount(tenantId, id)
			.map(BankAccount::details)
			.filter(details -> details.iban() != null)
			.map(details -> new BankParty(details.accountHolderName(), details.iban(), details.bic()))
			.orElse(null);
	}

	/**
	 * The creditor of a payment: the IBAN it was created with and the holder and BIC of the withdrawal's bank
	 * account (its row is locked already: the payment's answer locks it the same way).
	 */
	private BankParty creditor(PaymentRow payment) {
		return withdrawals.lock(payment.withdrawalId())
			.flatMap(withdrawal -> parties.bankAccount(payment.tenantId(), withdrawal.route().bankAccountId()))
			.map(account -> new BankParty(account.details().accountHolderName(), payment.creditorIban(),
					account.details().bic()))
			.orElseGet(() -> new BankParty(UNKNOWN_HOLDER, payment.creditorIban(), null));
	}
}

package dev.kontor.bankfiles.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileSettings;
import dev.kontor.bankfiles.BankFileStatus;
import dev.kontor.bankfiles.CreditorSettings;
import dev.kontor.bankfiles.iso20022.CreditTransferFile;
import dev.kontor.bankfiles.iso20022.DirectDebitFile;
import dev.kontor.bankfiles.iso20022.Iso20022Schemas;
import dev.kontor.bankfiles.iso20022.MessageType;
import dev.kontor.bankfiles.iso20022.Pain001;
import dev.kontor.bankfiles.iso20022.Pain008;
import dev.kontor.bankfiles.iso20022.Party;
import dev.kontor.bankfiles.iso20022.SequenceType;
import dev.kontor.payments.BankHandover;
import dev.kontor.payments.BankParty;
import dev.kontor.payments.CreditTransferHandedOver;
import dev.kontor.payments.DirectDebitHandedOver;
import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.CustomPlans;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Writes a cut-off's files: the direct debits waiting become one {@code pain.008.001.08}, collected on the next
 * TARGET2 business day (SEPA Core allows D-1), and the credit transfers waiting one {@code pain.001.001.09}, executed
 * on the day or the next business day. Each file is built, validated against its schema and stored with its
 * transactions in the transaction that uploads or sends its instructions; a file that does not validate rolls
 * them back, so they wait for the next cut-off. The ids the bank echoes are UUIDs without their hyphens (32
 * characters, as ISO 20022's identifiers allow at most 35): the instruction's id as EndToEndId (a direct debit's
 * id, a payment's initiatorPaymentId), the mandate's as MndtId, the file's as MsgId.
 */
@Component
@RequiredArgsConstructor
class OutgoingFiles {

	private final BankHandover payments;

	private final BankFileStore store;

	private final CustomPlans customPlans;

	private final BankFileSettings settings;

	private final CreditorSettings creditor;

	private final Ids ids;

	private final Clock clock;

	/** The file of the direct debits waiting, stored; empty when none waits. */
	@Transactional
	Optional<UUID> writeDirectDebits() {
		customPlans.forThisTransaction();
		List<DirectDebitHandedOver> debits = payments.uploadDirectDebits(settings.maxTransactionsPerFile());
		if (debits.isEmpty()) {
			return Optional.empty();
		}
		UUID fileId = ids.next();
		Instant now = Timestamps.now(clock);
		DirectDebitFile file = new DirectDebitFile(compact(fileId), now, platform(), creditor.creditorId(),
				Target2Calendar.nextBusinessDay(LocalDate.ofInstant(now, ZoneOffset.UTC)),
				debits.stream().map(OutgoingFiles::collection).toList());
		byte[] content = Pain008.write(file);
		store(fileId, MessageType.Pain008, file.msgId(), now, content, debits, debit -> new FileTransaction(
				compact(debit.id().value()), fileId, FileTransaction.Kind.DirectDebit, debit.tenantId(), debit.id().value(),
				debit.money().amount(), debit.money().currencyCode()));
		return Optional.of(fileId);
	}

	/** The file of the credit transfers waiting, stored; empty when none waits. */
	@Transactional
	Optional<UUID> writeCreditTransfers() {
		customPlans.forThisTransaction();
		List<CreditTransferHandedOver> transfers = payments.sendCreditTransfers(settings.maxTransactionsPerFile());
		if (transfers.isEmpty()) {
			return Optional.empty();
		}
		UUID fileId = ids.next();
		Instant now = Timestamps.now(clock);
		CreditTransferFile file = new CreditTransferFile(compact(fileId), now, platform(),
				Target2Calendar.businessDayFrom(LocalDate.ofInstant(now, ZoneOffset.UTC)),
				transfers.stream().map(OutgoingFiles::transfer).toList());
		byte[] content = Pain001.write(file);
		store(fileId, MessageType.Pain001, file.msgId(), now, content, transfers, transfer -> new FileTransaction(
				compact(transfer.id().value()), fileId, FileTransaction.Kind.CreditTransfer, transfer.tenantId(),
				transfer.id().value(),
				transfer.money().amount(), transfer.money().currencyCode()));
		return Optional.of(fileId);
	}

	private <T> void store(UUID fileId, MessageType type, String msgId, Instant now, byte[] content, List<T> handedOver,
			Function<T, FileTransaction> asTransaction) {
		Iso20022Schemas.check(content);
		List<FileTransaction> transactions = handedOver.stream().map(asTransaction).toList();
		BigDecimal controlSum = transactions.stream().map(FileTransaction::amount).reduce(BigDecimal.ZERO,
				BigDecimal::add);
		store.insert(new BankFileRow(fileId, type.identifier() + "-" + msgId + ".xml", BankFileDirection.Outgoing,
				type.identifier(), msgId, transactions.size(), controlSum, BankFileStatus.Written, null, now),
				content, null);
		store.insertTransactions(transactions);
	}

	private Party platform() {
		return new Party(creditor.creditorName(), creditor.creditorIban(), creditor.creditorBic());
	}

	private static DirectDebitFile.Collection collection(DirectDebitHandedOver debit) {
		return new DirectDebitFile.Collection(compact(debit.id().value()), debit.money().amount(),
				debit.money().currencyCode(),
				compact(debit.mandateId().value()), debit.mandateSigned(),
				debit.firstOfMandate() ? SequenceType.FRST : SequenceType.RCUR, party(debit.debtor()),
				"Deposit " + compact(debit.id().value()));
	}

	private static CreditTransferFile.Transfer transfer(CreditTransferHandedOver transfer) {
		return new CreditTransferFile.Transfer(compact(transfer.id().value()), transfer.money().amount(),
				transfer.money().currencyCode(),
				party(transfer.creditor()), "Withdrawal " + compact(transfer.id().value()));
	}

	private static Party party(BankParty party) {
		return new Party(party.name(), party.iban(), party.bic());
	}

	/** A UUID as ISO 20022's identifiers take it: its 32 hexadecimal digits, without hyphens. */
	static String compact(UUID id) {
		return id.toString().replace("-", "");
	}
}

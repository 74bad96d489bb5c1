package dev.kontor.bankfiles.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.bankfiles.BankFile;
import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileSettings;
import dev.kontor.bankfiles.BankFileStatus;
import dev.kontor.bankfiles.iso20022.Camt054;
import dev.kontor.bankfiles.iso20022.InvalidBankFile;
import dev.kontor.bankfiles.iso20022.Iso20022Schemas;
import dev.kontor.bankfiles.iso20022.MessageType;
import dev.kontor.bankfiles.iso20022.Notification;
import dev.kontor.bankfiles.iso20022.Pain002;
import dev.kontor.bankfiles.iso20022.StatusReport;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.CustomPlans;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads the bank's files from the inbox, each applied in one transaction, all of it or nothing: a file that is not
 * a valid {@code pain.002.001.10} or {@code camt.054.001.08}, or that cannot be applied ({@link RefusedBankFile}, or
 * an answer an instruction's life cycle does not allow), moves to {@code rejected/} with its reason and is recorded
 * as Rejected. A file whose message type and MsgId were applied before changes nothing: it is rejected as read
 * already. Two instances reading the same file at once apply it once: the second's record of it collides with the
 * first's and its transaction rolls back.
 */
@Component
@RequiredArgsConstructor
class IncomingFiles {

	private static final Logger log = LoggerFactory.getLogger(IncomingFiles.class);

	private final AnswerApplication answers;

	private final BankFileStore store;

	private final CustomPlans customPlans;

	private final BankFileSettings settings;

	private final TransactionTemplate transaction;

	private final Ids ids;

	private final Clock clock;

	/** Reads every complete file waiting in the inbox, in the order of their names. */
	List<BankFile> readAll(FileDrop drop) {
		List<BankFile> read = new ArrayList<>();
		for (Path file : drop.waiting()) {
			read(drop, file).ifPresent(read::add);
		}
		return read;
	}

	/** The file as read or rejected; empty when another instance is reading it. */
	private Optional<BankFile> read(FileDrop drop, Path file) {
		String name = file.getFileName().toString();
		Message message = null;
		try {
			byte[] content = content(file);
			message = message(content);
			Message read = message;
			if (store.applied(read.key())) {
				throw new RefusedBankFile("The bank's " + read.type().identifier() + " with MsgId " + read.msgId()
						+ " was read already");
			}
			BankFileRow row = transaction.execute(status -> {
				customPlans.forThisTransaction();
				AppliedAnswers applied = read.apply(answers);
				BankFileRow done = row(name, read, applied.count(), applied.sum(), BankFileStatus.Read, null);
				store.insert(done, null, read.key());
				return done;
			});
			drop.processed(file);
			log.info("Bank file {} read: {} {} with {} answers", name, read.type().identifier(), read.msgId(),
					row.numberOfTransactions());
			return Optional.of(row.view());
		}
		catch (DuplicateKeyException readByAnother) {
			return Optional.empty();
		}
		catch (InvalidBankFile | RefusedBankFile | Conflict | NotFound refused) {
			return Optional.of(reject(drop, file, message, refused.getMessage()));
		}
	}

	private BankFile reject(FileDrop drop, Path file, @Nullable Message message, String reason) {
		String name = file.getFileName().toString();
		BankFileRow row = row(name, message, 0, BigDecimal.ZERO, BankFileStatus.Rejected, reason);
		transaction.executeWithoutResult(status -> store.insert(row, null, null));
		drop.rejected(file, reason);
		log.warn("Bank file {} rejected: {}", name, reason);
		return row.view();
	}

	private byte[] content(Path file) {
		try {
			long size = Files.size(file);
			if (size > settings.maxInboxFileSize().toBytes()) {
				throw new RefusedBankFile("It has " + size + " bytes, more than the " + settings.maxInboxFileSize()
						+ " a bank file may have (kontor.payments.bank.max-inbox-file-size)");
			}
			return Files.readAllBytes(file);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The bank file " + file.getFileName() + " cannot be read", ex);
		}
	}

	private Message message(byte[] content) {
		MessageType type = Iso20022Schemas.check(content);
		return switch (type) {
			case Pain002 -> new StatusReportFile(Pain002.read(content));
			case Camt054 -> new NotificationFile(Camt054.read(content));
			case Pain008, Pain001 -> throw new RefusedBankFile(
					"A " + type.identifier() + " is a file Kontor writes for the bank, not one it reads");
		};
	}

	private BankFileRow row(String name, @Nullable Message message, int count, BigDecimal sum, BankFileStatus status,
			@Nullable String reason) {
		return new BankFileRow(ids.next(), name, BankFileDirection.Incoming,
				message == null ? null : message.type().identifier(), message == null ? null : message.msgId(),
				count, sum, status, reason == null ? null : shortened(reason), Timestamps.now(clock));
	}

	private static String shortened(String reason) {
		return reason.length() <= 2000 ? reason : reason.substring(0, 1997) + "...";
	}

	/** A bank file read: a status report or a notification. */
	private sealed interface Message {

		MessageType type();

		String msgId();

		AppliedAnswers apply(AnswerApplication answers);

		/** What {@code bank_files.applied_message} holds for it once applied. */
		default String key() {
			return type().identifier() + ":" + msgId();
		}
	}

	private record StatusReportFile(StatusReport report) implements Message {

		@Override
		public MessageType type() {
			return MessageType.Pain002;
		}

		@Override
		public String msgId() {
			return report.msgId();
		}

		@Override
		public AppliedAnswers apply(AnswerApplication answers) {
			return answers.apply(report);
		}
	}

	private record NotificationFile(Notification notification) implements Message {

		@Override
		public MessageType type() {
			return MessageType.Camt054;
		}

		@Override
		public String msgId() {
			return notification.msgId();
		}

		@Override
		public AppliedAnswers apply(AnswerApplication answers) {
			return answers.apply(notification);
		}
	}
}

package dev.kontor.bankaccounts.internal;

import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.bankaccounts.BankAccountDocument;
import dev.kontor.bankaccounts.BankAccountSettings;
import dev.kontor.bankaccounts.BankAccountValidation;
import dev.kontor.bankaccounts.ValidationChange;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.documents.DocumentContent;
import dev.kontor.shared.documents.DocumentFiles;
import dev.kontor.shared.documents.NewDocument;
import dev.kontor.shared.jdbc.Timestamps;

/** The validation of bank accounts and the documents uploaded for it, one account of one tenant at a time. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class AccountValidationService {

	private final BankAccountManagement accounts;

	private final ValidationStore store;

	private final BankAccountSettings settings;

	private final Ids ids;

	private final Clock clock;

	public BankAccountValidation validation(UUID tenantId, UUID bankAccountId) {
		accounts.get(tenantId, bankAccountId);
		return store.find(bankAccountId).orElseThrow(() -> new NotFound("The bank account has no validation"));
	}

	/**
	 * Every change here first takes the account (increments its version and locks its row until commit), so that
	 * changes of one account take turns and each reads what the one before wrote.
	 */
	@Transactional
	public BankAccountValidation validate(UUID tenantId, UUID actorId, UUID bankAccountId, ValidationChange change) {
		accounts.touch(tenantId, bankAccountId);
		BankAccountValidation current = store.find(bankAccountId)
			.orElseThrow(() -> new NotFound("The bank account has no validation"));
		Instant now = Timestamps.now(clock);
		Instant validationDate = change.validationDate() != null
				? Timestamps.storable(change.validationDate().toInstant()) : change.validated() ? now : null;
		BankAccountValidation changed = new BankAccountValidation(current.id(), change.validationMethod(),
				change.validated(), validationDate, actorId, current.uploadedDocuments(),
				current.trail().changedBy(actorId, now));
		store.update(bankAccountId, changed);
		return changed;
	}

	@Transactional
	public BankAccountDocument addDocument(UUID tenantId, UUID actorId, UUID bankAccountId, NewDocument request) {
		accounts.touch(tenantId, bankAccountId);
		if (request.validFrom() != null && request.validUntil() != null
				&& request.validUntil().isBefore(request.validFrom())) {
			throw new InvalidInput("validUntil", "must not be before validFrom");
		}
		byte[] content = request.fileData() == null ? null
				: DocumentFiles.decode(request.fileData(), settings.maxDocumentSize());
		BankAccountDocument document = new BankAccountDocument(ids.next(), bankAccountId, request.contentType(),
				request.documentType(), request.description(), actorId, Timestamps.now(clock));
		store.insertDocument(document, content);
		return document;
	}

	@Transactional
	public void removeDocument(UUID tenantId, UUID bankAccountId, UUID documentId) {
		accounts.touch(tenantId, bankAccountId);
		if (!store.deleteDocument(bankAccountId, documentId)) {
			throw new NotFound("The bank account has no document with this id");
		}
	}

	public DocumentContent content(UUID tenantId, UUID bankAccountId, UUID documentId) {
		accounts.get(tenantId, bankAccountId);
		ValidationStore.StoredContent stored = store.content(bankAccountId, documentId)
			.orElseThrow(() -> new NotFound("The bank account has no document with this id"));
		return new DocumentContent(stored.contentType(),
				stored.fileData() == null ? null : DocumentFiles.encode(stored.fileData()));
	}
}

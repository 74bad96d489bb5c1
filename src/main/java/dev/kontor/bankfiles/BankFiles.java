package dev.kontor.bankfiles;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/** The bank connection's files, for the operator: the list, and a cut-off run now. */
public interface BankFiles {

	/** Files newest first, filtered by direction and status when given. */
	Paged<BankFile> list(@Nullable BankFileDirection direction, @Nullable BankFileStatus status, PageRequest page);

	/**
	 * Runs a cut-off now: writes the files of what waits for the bank and reads the bank's answers.
	 *
	 * @throws dev.kontor.shared.Conflict when the bank connection is not in files
	 */
	CutOffResult cutOff();
}

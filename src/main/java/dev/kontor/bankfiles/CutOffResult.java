package dev.kontor.bankfiles;

import java.util.List;

/** What one cut-off did: the files it wrote to the outbox and the files it read from the inbox. */
public record CutOffResult(List<BankFile> written, List<BankFile> read) {
}

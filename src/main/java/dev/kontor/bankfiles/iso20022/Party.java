package dev.kontor.bankfiles.iso20022;

import org.jspecify.annotations.Nullable;

/** An account holder in a file: the name (cut to 70 characters when written), the IBAN and the bank's BIC if known. */
public record Party(String name, String iban, @Nullable String bic) {
}

package dev.kontor.bankfiles.internal;

/**
 * A bank's file that is well formed but cannot be applied: it answers a file Kontor did not send, names an
 * EndToEndId Kontor does not know, another account, another amount, or was read already. Nothing of it is applied.
 */
class RefusedBankFile extends RuntimeException {

	RefusedBankFile(String reason) {
		super(reason);
	}
}

package dev.kontor.bankaccounts;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.clients.Client;

/** The full read of a bank account: the account, its validation and the client records of its owners. */
public record FullBankAccount(@JsonUnwrapped BankAccount account, @Nullable BankAccountValidation bankAccountValidation,
		List<Client> clientList) {

	public FullBankAccount {
		clientList = List.copyOf(clientList);
	}
}

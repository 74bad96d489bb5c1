package dev.kontor.bankaccounts;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.clients.Client;

/** The full read of a bank account: the account and the client records of its owners. */
public record FullBankAccount(@JsonUnwrapped BankAccount account, List<Client> clientList) {

	public FullBankAccount {
		clientList = List.copyOf(clientList);
	}
}

package dev.kontor.bankaccounts.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.bankaccounts.internal.BankAccountManagement;
import dev.kontor.shared.security.Caller;

/**
 * Whether the caller acts for a bank account (contract, section 8): a user linked to a client record acts for the
 * accounts that record owns, alone or with others; every other caller acts for every account of its tenant.
 */
@Component
@RequiredArgsConstructor
class BankAccountOwners {

	private final BankAccountManagement accounts;

	/**
	 * Refuses (403) a bound caller whose record does not own the account. The account is looked up first, so an id
	 * unknown in the tenant still answers 404; unbound callers skip that lookup.
	 */
	void requireActsFor(Caller caller, UUID bankAccountId) {
		if (caller.isBoundToClientRecord()) {
			caller.requireActsForOneOf(accounts.get(caller.tenantId(), bankAccountId).clientIds());
		}
	}
}

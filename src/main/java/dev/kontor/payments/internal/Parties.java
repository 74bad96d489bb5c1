package dev.kontor.payments.internal;

import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.bankaccounts.BankAccounts;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

/** Reads the two sides of a payment, the internal account and the bank account, through their modules. */
@Component
@RequiredArgsConstructor
class Parties {

	private final Accounts ledger;

	private final BankAccounts bankAccounts;

	/** An internal account a request's path names: another tenant's answers 404. */
	InternalAccountSnapshot internalAccountOfPath(TenantId tenantId, InternalAccountId id) {
		return ledger.internalAccount(tenantId, id);
	}

	/** An internal account a request's body names: an unknown one breaks a rule (422). */
	InternalAccountSnapshot internalAccountOfBody(TenantId tenantId, InternalAccountId id) {
		try {
			return ledger.internalAccount(tenantId, id);
		}
		catch (NotFound unknown) {
			throw new RuleViolation("internalAccountId", "is not an internal account of the tenant");
		}
	}

	Optional<BankAccount> bankAccount(TenantId tenantId, BankAccountId id) {
		return bankAccounts.find(tenantId, id);
	}
}

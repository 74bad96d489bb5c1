package dev.kontor.payments.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountDetails;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.PaymentStatus;
import dev.kontor.payments.WithdrawalStatus;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The rules of payments and the life cycles, without Spring. */
class PaymentRulesTest {

	private static final UUID CLIENT = UUID.randomUUID();

	private static final ClientId CLIENT_ID = new ClientId(CLIENT);

	@Test
	void theClientsActiveEuroAccountsPass() {
		assertThatCode(() -> PaymentRules.check()
			.internalAccount(account(CLIENT, "EUR", AccountStatus.Active), CLIENT_ID)
			.sepaAccount(account(CLIENT, "EUR", AccountStatus.Active))
			.currency("EUR", account(CLIENT, "EUR", AccountStatus.Active))
			.bankAccount(Optional.of(bankAccount(CLIENT, BankAccountStatus.Active, "DE89370400440532013000")), CLIENT_ID)
			.orRefuse("test")).doesNotThrowAnyException();
	}

	@Test
	void namesEveryBrokenRuleByItsField() {
		RuleViolation violation = catchThrowableOfType(RuleViolation.class, () -> PaymentRules.check()
			.internalAccount(account(UUID.randomUUID(), "EUR", AccountStatus.Active), CLIENT_ID)
			.currency("USD", account(CLIENT, "EUR", AccountStatus.Active))
			.bankAccount(Optional.empty(), CLIENT_ID)
			.orRefuse("The withdrawal request breaks a rule"));

		assertThat(violation.errors()).containsOnlyKeys("internalAccountId", "currencyCode", "bankAccountId");
		assertThat(violation.getMessage()).startsWith("The withdrawal request breaks a rule: internalAccountId");
	}

	@Test
	void aBankAccountMustBeTheClientsActiveOneWithAnIban() {
		assertThat(problem(bankAccount(UUID.randomUUID(), BankAccountStatus.Active, "DE89370400440532013000")))
			.contains("not a bank account of the client");
		assertThat(problem(bankAccount(CLIENT, BankAccountStatus.Initial, "DE89370400440532013000")))
			.contains("not active");
		assertThat(problem(bankAccount(CLIENT, BankAccountStatus.Suspended, "DE89370400440532013000")))
			.contains("not active");
		assertThat(problem(bankAccount(CLIENT, BankAccountStatus.Active, null))).contains("IBAN");
	}

	@Test
	void anInternalAccountMustBeActiveAndInEuro() {
		for (AccountStatus status : List.of(AccountStatus.Initial, AccountStatus.Suspended, AccountStatus.Closed)) {
			RuleViolation violation = catchThrowableOfType(RuleViolation.class, () -> PaymentRules.check()
				.internalAccount(account(CLIENT, "EUR", status), CLIENT_ID)
				.orRefuse("test"));
			assertThat(violation.errors().get("internalAccountId").getFirst()).contains("not active");
		}
		RuleViolation dollars = catchThrowableOfType(RuleViolation.class,
				() -> PaymentRules.check().sepaAccount(account(CLIENT, "USD", AccountStatus.Active)).orRefuse("test"));
		assertThat(dollars.errors().get("internalAccountId").getFirst()).contains("euro");
		RuleViolation otherCurrency = catchThrowableOfType(RuleViolation.class,
				() -> PaymentRules.check().currency("EUR", account(CLIENT, "USD", AccountStatus.Active)).orRefuse("t"));
		assertThat(otherCurrency.errors().get("currencyCode").getFirst()).contains("USD");
	}

	@Test
	void directDebitsMoveOnlyAlongTheirLifeCycle() {
		assertThat(DirectDebitStatus.Evaluating.next()).containsExactlyInAnyOrder(DirectDebitStatus.Uploaded,
				DirectDebitStatus.Rejected);
		assertThat(DirectDebitStatus.Uploaded.next()).containsExactlyInAnyOrder(DirectDebitStatus.Received,
				DirectDebitStatus.Failed);
		assertThat(DirectDebitStatus.Received.next()).containsExactly(DirectDebitStatus.Reverted);
		assertThat(DirectDebitStatus.Rejected.next()).isEmpty();
		assertThat(DirectDebitStatus.Failed.next()).isEmpty();
		assertThat(DirectDebitStatus.Reverted.next()).isEmpty();
	}

	@Test
	void withdrawalsAndPaymentsMoveOnlyAlongTheirLifeCycles() {
		assertThat(WithdrawalStatus.Evaluating.next()).containsExactlyInAnyOrder(WithdrawalStatus.Approved,
				WithdrawalStatus.Rejected);
		assertThat(WithdrawalStatus.Approved.next()).containsExactlyInAnyOrder(WithdrawalStatus.Paid,
				WithdrawalStatus.Failed);
		assertThat(WithdrawalStatus.Paid.canMoveTo(WithdrawalStatus.Failed)).isFalse();
		assertThat(WithdrawalStatus.Rejected.next()).isEmpty();
		assertThat(PaymentStatus.Created.next()).containsExactly(PaymentStatus.Sent);
		assertThat(PaymentStatus.Sent.next()).containsExactlyInAnyOrder(PaymentStatus.Executed,
				PaymentStatus.Rejected);
		assertThat(PaymentStatus.Executed.canMoveTo(PaymentStatus.Rejected)).isFalse();
		assertThat(PaymentStatus.Rejected.next()).isEmpty();
	}

	private static String problem(BankAccount account) {
		RuleViolation violation = catchThrowableOfType(RuleViolation.class,
				() -> PaymentRules.check().bankAccount(Optional.of(account), CLIENT_ID).orRefuse("test"));
		return violation.errors().get("bankAccountId").getFirst();
	}

	private static InternalAccountSnapshot account(UUID client, String currency, AccountStatus status) {
		return new InternalAccountSnapshot(new InternalAccountId(UUID.randomUUID()),
				new TenantId(UUID.randomUUID()), new ClientId(client), currency, status, BigDecimal.ZERO, BigDecimal.ZERO,
				BigDecimal.ZERO);
	}

	private static BankAccount bankAccount(UUID owner, BankAccountStatus status, String iban) {
		Instant now = Instant.now();
		return new BankAccount(UUID.randomUUID(), UUID.randomUUID(), List.of(owner), null,
				new BankAccountDetails("Erika Mustermann", "Commerzbank", "COBADEFFXXX", null, "DEU", "EUR", null, iban),
				status, null, new ChangeTrail(now, now, UUID.randomUUID(), UUID.randomUUID()));
	}
}

package dev.kontor.bankaccounts.internal;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.Versioned;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** The conditional status write of bank accounts and the version bump of changes to their validation and documents. */
class ConditionalBankAccountWritesTest extends HttpTest {

	@Autowired
	BankAccountStore store;

	@Test
	void aMoveOverTheVersionReadSucceedsOnceAndATouchMovesTheVersionOn() {
		UUID tenantId = platform.newTenant();
		UUID id = newAccount(tenantId);
		Versioned<BankAccount> read = store.findVersioned(tenantId, id).orElseThrow();
		assertThat(read.version()).isZero();

		assertThat(store.updateStatus(withStatus(read.value(), BankAccountStatus.Deleted), 0)).isTrue();
		assertThat(store.updateStatus(withStatus(read.value(), BankAccountStatus.Suspended), 0))
			.as("over a stale version")
			.isFalse();
		assertThat(store.findVersioned(tenantId, id).orElseThrow()).extracting(Versioned::version,
				versioned -> versioned.value().status())
			.containsExactly(1L, BankAccountStatus.Deleted);

		assertThat(store.touch(tenantId, id)).isTrue();
		assertThat(store.updateStatus(withStatus(read.value(), BankAccountStatus.Suspended), 1))
			.as("a touch moved the version on")
			.isFalse();
		assertThat(store.findVersioned(tenantId, id).orElseThrow().version()).isEqualTo(2);
	}

	@Test
	void anAccountOfAnotherTenantIsNeitherMovedNorTouched() {
		UUID tenantId = platform.newTenant();
		UUID id = newAccount(tenantId);
		BankAccount read = store.find(tenantId, id).orElseThrow();
		UUID otherTenant = platform.newTenant();
		BankAccount foreign = new BankAccount(id, otherTenant, read.clientIds(), null, read.details(),
				BankAccountStatus.Deleted, null, new ChangeTrail(read.trail().createdDate(), Instant.now(),
						read.trail().createdUserId(), read.trail().updatedUserId()));

		assertThat(store.updateStatus(foreign, 0)).isFalse();
		assertThat(store.touch(otherTenant, id)).isFalse();
		assertThat(store.findVersioned(tenantId, id).orElseThrow()).extracting(Versioned::version,
				versioned -> versioned.value().status())
			.containsExactly(0L, BankAccountStatus.Initial);
	}

	private UUID newAccount(UUID tenantId) {
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write",
				"bankaccounts.write"), "clients.write bankaccounts.write");
		String owner = platform.newClientRecord(tenantId, "owner");
		Http.Response response = http.postJson("/api/v3/bank-accounts", token, Map.of("clientIds", List.of(owner),
				"accountHolderName", "Erika Mustermann", "bankName", "Commerzbank", "bic", "COBADEFFXXX",
				"alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban", "DE89370400440532013000"));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return UUID.fromString(response.json().get("id").asString());
	}

	private static BankAccount withStatus(BankAccount account, BankAccountStatus status) {
		return new BankAccount(account.id(), account.tenantId(), account.clientIds(), account.alias(),
				account.details(), status, null, new ChangeTrail(account.trail().createdDate(), Instant.now(),
						account.trail().createdUserId(), account.trail().updatedUserId()));
	}
}

package dev.kontor.clients.internal;

import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.clients.Client;
import dev.kontor.clients.ClientAudit;
import dev.kontor.clients.ClientStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.Versioned;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** The conditional write of client records: over the version read, once, and only in the record's tenant. */
class ConditionalClientWritesTest extends HttpTest {

	@Autowired
	ClientStore store;

	@Test
	void aWriteOverTheVersionReadSucceedsOnceAndIncrementsTheVersion() {
		UUID tenantId = platform.newTenant();
		UUID id = UUID.fromString(platform.newClientRecord(tenantId, "conditional"));
		Versioned<Client> read = store.findVersioned(new TenantId(tenantId), new ClientId(id)).orElseThrow();
		assertThat(read.version()).isZero();

		assertThat(store.update(withStatus(read.value(), ClientStatus.Onboarded), 0)).isTrue();
		assertThat(store.update(withStatus(read.value(), ClientStatus.Deleted), 0)).as("over a stale version").isFalse();

		Versioned<Client> stored = store.findVersioned(new TenantId(tenantId), new ClientId(id)).orElseThrow();
		assertThat(stored.version()).isEqualTo(1);
		assertThat(stored.value().status()).isEqualTo(ClientStatus.Onboarded);
		assertThat(store.update(withStatus(stored.value(), ClientStatus.Deleted), 1)).isTrue();
		assertThat(store.findVersioned(new TenantId(tenantId), new ClientId(id)).orElseThrow()).extracting(Versioned::version,
				versioned -> versioned.value().status())
			.containsExactly(2L, ClientStatus.Deleted);
	}

	@Test
	void aRecordOfAnotherTenantIsNotWritten() {
		UUID tenantId = platform.newTenant();
		UUID id = UUID.fromString(platform.newClientRecord(tenantId, "foreign"));
		Client read = store.find(new TenantId(tenantId), new ClientId(id)).orElseThrow();
		ClientAudit audit = read.audit();
		Client foreign = new Client(id, platform.newTenant(), ClientStatus.Deleted, read.details(),
				new ClientAudit(audit.createdDate(), audit.updatedDate(), null, audit.createdUserId(),
						audit.updatedUserId(), null));

		assertThat(store.update(foreign, 0)).isFalse();
		assertThat(store.findVersioned(new TenantId(tenantId), new ClientId(id)).orElseThrow().version()).isZero();
	}

	private static Client withStatus(Client client, ClientStatus status) {
		return new Client(client.id(), client.tenantId(), status, client.details(), client.audit());
	}
}

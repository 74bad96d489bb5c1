package dev.kontor.kyc;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import dev.kontor.clients.ClientDocumentId;
import dev.kontor.clients.ClientDocuments;
import dev.kontor.clients.NewClientDocument;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Files client documents in memory while the clients module has no {@link ClientDocuments} of its own; once it has,
 * its bean wins and the KYC tests read the documents over the API instead ({@link KycFixtures#reportsOf}).
 */
@Configuration(proxyBeanMethods = false)
public class RecordedClientDocuments {

	public record Filed(UUID tenantId, UUID clientId, UUID documentId, NewClientDocument document) {
	}

	@Bean
	@ConditionalOnMissingBean(ClientDocuments.class)
	Recorder kycTestClientDocuments() {
		return new Recorder();
	}

	public static final class Recorder implements ClientDocuments {

		private final Map<UUID, List<Filed>> byClient = new ConcurrentHashMap<>();

		@Override
		public ClientDocumentId store(TenantId tenantId, ClientId clientId, NewClientDocument document) {
			UUID id = UUID.randomUUID();
			byClient.computeIfAbsent(clientId.value(), key -> new CopyOnWriteArrayList<>())
				.add(new Filed(tenantId.value(), clientId.value(), id, document));
			return new ClientDocumentId(id);
		}

		public List<Filed> of(UUID clientId) {
			return byClient.getOrDefault(clientId, List.of());
		}
	}
}

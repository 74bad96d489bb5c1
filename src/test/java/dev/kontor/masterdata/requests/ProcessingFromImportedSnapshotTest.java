package dev.kontor.masterdata.requests;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.MasterDataFixture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** A request fulfilled from a snapshot imported through the operator's endpoint, not from declared objects. */
class ProcessingFromImportedSnapshotTest extends RequestHttpTest {

	@Autowired
	InstrumentRequestProcessor processor;

	@Autowired
	TrackedObjects tracked;

	@Test
	void anAddRequestOfAnImportedInstrumentTracksItUnderItsWkn() {
		MasterDataFixture.sampleAndReader(http, platform);
		tenant.create("ISIN", "DE0007164600", "Instrument", "Add");

		processor.processPending();

		// the periodic job may have taken the request first: then it is processed as soon as that run commits
		await().atMost(Duration.ofSeconds(10))
			.untilAsserted(() -> assertThat(tenant.find("ISIN", "DE0007164600").get("processed").asBoolean()).isTrue());
		JsonNode request = tenant.find("ISIN", "DE0007164600");
		assertThat(request.get("processed").asBoolean()).as(request.toString()).isTrue();
		assertThat(request.get("isAccepted").asBoolean()).isTrue();
		assertThat(tracked.isTracked(tenant.tenantId, FinancialObjectType.Instrument, IdType.WKN, "716460")).isTrue();
	}
}

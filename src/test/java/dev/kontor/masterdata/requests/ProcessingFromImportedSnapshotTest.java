package dev.kontor.masterdata.requests;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.MasterDataFixture;

import static org.assertj.core.api.Assertions.assertThat;

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

		JsonNode request = tenant.find("ISIN", "DE0007164600");
		assertThat(request.get("processed").asBoolean()).as(request.toString()).isTrue();
		assertThat(request.get("isAccepted").asBoolean()).isTrue();
		assertThat(tracked.isTracked(tenant.tenantId, FinancialObjectType.Instrument, IdType.WKN, "716460")).isTrue();
	}
}

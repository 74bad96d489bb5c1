package dev.kontor.masterdata.requests;

import java.time.Instant;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.ReferenceData.ReferenceObject;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The life cycle of a request from creation to processed, over HTTP with the processor run by the test. The
 * scheduled run may get there first; the outcome is the same, so the tests only look after running it.
 */
class InstrumentRequestProcessingTest extends RequestHttpTest {

	@Autowired
	InstrumentRequestProcessor processor;

	@Autowired
	TrackedObjects tracked;

	private JsonNode processed(String idType, String actualId) {
		processor.processPending();
		JsonNode request = tenant.find(idType, actualId);
		assertThat(request.get("processed").asBoolean()).as(request.toString()).isTrue();
		return request;
	}

	private boolean isTracked(IdType idType, String actualId) {
		return tracked.isTracked(tenant.tenantId, FinancialObjectType.Instrument, idType, actualId);
	}

	@Test
	void anAddRequestTracksTheObjectUnderEachOfItsIdentifiers() {
		ReferenceObject object = provider.newInstrument();
		JsonNode created = tenant.create("ISIN", object.isinCode(), "Instrument", "Add");
		assertThat(created.get("processed").asBoolean()).isFalse();

		JsonNode request = processed("ISIN", object.isinCode());

		assertThat(request.get("isAccepted").asBoolean()).isTrue();
		assertThat(request.get("errorMessageDetail").isNull()).isTrue();
		Instant processedDate = Instant.parse(request.get("processedDate").asString());
		assertThat(processedDate).isAfterOrEqualTo(Instant.parse(created.get("createdDate").asString()));
		assertThat(request.get("updatedDate").asString()).isEqualTo(request.get("processedDate").asString());
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isTrue();
		assertThat(isTracked(IdType.WKN, object.wkn())).isTrue();
		assertThat(tracked.isTracked(tenant.tenantId, FinancialObjectType.Institution, IdType.ISIN,
				object.isinCode())).isFalse();
		assertThat(tracked.list(tenant.tenantId, FinancialObjectType.Instrument))
			.extracting(TrackedObjects.TrackedObject::objectId)
			.containsExactly(object.id());

		processor.processPending();
		assertThat(tenant.find("ISIN", object.isinCode())).as("processed once").isEqualTo(request);
	}

	@Test
	void aRemoveRequestStopsTrackingTheObjectWhicheverIdentifierNamesIt() {
		ReferenceObject object = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Instrument", "Add");
		processed("ISIN", object.isinCode());
		tenant.deleteRequest("ISIN", object.isinCode());
		assertThat(isTracked(IdType.ISIN, object.isinCode())).as("deleting a request undoes nothing").isTrue();

		tenant.create("WKN", object.wkn(), "Instrument", "Remove");
		JsonNode removed = processed("WKN", object.wkn());

		assertThat(removed.get("isAccepted").asBoolean()).isTrue();
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isFalse();
		assertThat(tracked.list(tenant.tenantId, FinancialObjectType.Instrument)).isEmpty();
	}

	@Test
	void removingAnObjectThatWasNotTrackedIsANoOpWhenTheProviderKnowsIt() {
		ReferenceObject object = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Instrument", "Remove");

		JsonNode removed = processed("ISIN", object.isinCode());

		assertThat(removed.get("isAccepted").asBoolean()).isTrue();
		assertThat(removed.get("errorMessageDetail").isNull()).isTrue();
	}

	@Test
	void anObjectTheProviderDroppedCanStillBeRemovedButAnUnknownUntrackedOneNot() {
		ReferenceObject object = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Instrument", "Add");
		processed("ISIN", object.isinCode());
		tenant.deleteRequest("ISIN", object.isinCode());
		provider.remove(object);

		tenant.create("ISIN", object.isinCode(), "Instrument", "Remove");
		assertThat(processed("ISIN", object.isinCode()).get("isAccepted").asBoolean()).isTrue();
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isFalse();

		tenant.create("WKN", object.wkn(), "Instrument", "Remove");
		JsonNode unknown = processed("WKN", object.wkn());
		assertThat(unknown.get("isAccepted").asBoolean()).isFalse();
		assertThat(unknown.get("errorMessageDetail").asString()).contains(object.wkn(), "unknown");
	}

	@Test
	void aOneTimeRequestIsProcessedWithoutTrackingTheObject() {
		ReferenceObject object = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Instrument", "OneTime");

		JsonNode request = processed("ISIN", object.isinCode());

		assertThat(request.get("isAccepted").asBoolean()).isTrue();
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isFalse();
	}

	@Test
	void anIdentifierUnknownToTheProviderIsNotAcceptedAndCanBeRetriedAfterCorrection() {
		String isin = RequestTenant.newIsin();
		tenant.create("ISIN", isin, "Instrument", "Add");

		JsonNode refused = processed("ISIN", isin);

		assertThat(refused.get("isAccepted").asBoolean()).isFalse();
		assertThat(refused.get("errorMessageDetail").asString())
			.isEqualTo("Instrument ISIN " + isin + " is unknown to the reference-data provider");
		assertThat(refused.get("processedDate").isNull()).isFalse();
		assertThat(isTracked(IdType.ISIN, isin)).isFalse();

		provider.add(KnownReferenceObjects.instrument(isin));
		JsonNode retried = tenant.put("ISIN", isin, "Instrument", "Add").json();
		assertThat(retried.get("isAccepted").asBoolean()).isTrue();
		assertThat(retried.get("processed").asBoolean()).isFalse();
		assertThat(retried.get("processedDate").isNull()).isTrue();
		assertThat(retried.get("errorMessageDetail").isNull()).isTrue();

		JsonNode done = processed("ISIN", isin);
		assertThat(done.get("isAccepted").asBoolean()).isTrue();
		assertThat(isTracked(IdType.ISIN, isin)).isTrue();
	}

	@Test
	void aRequestThatFailedValidationIsProcessedOnlyOnceCorrected() {
		ReferenceObject object = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Institution", "Add");

		processor.processPending();
		JsonNode waiting = tenant.find("ISIN", object.isinCode());
		assertThat(waiting.get("processed").asBoolean()).as("not accepted: not processed").isFalse();
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isFalse();

		assertThat(tenant.put("ISIN", object.isinCode(), "Instrument", "Add").status()).isEqualTo(200);
		JsonNode done = processed("ISIN", object.isinCode());
		assertThat(done.get("isAccepted").asBoolean()).isTrue();
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isTrue();
	}

	@Test
	void aProcessedRemoveDisablesTheEarlierAddsOfTheObjectAndTheFilterFindsThem() {
		ReferenceObject object = provider.newInstrument();
		ReferenceObject other = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Instrument", "Add");
		tenant.create("ISIN", other.isinCode(), "Instrument", "Add");
		processed("ISIN", object.isinCode());
		assertThat(tenant.actualIds("isDisabled=true")).isEmpty();

		tenant.create("WKN", object.wkn(), "Instrument", "Remove");
		processed("WKN", object.wkn());

		JsonNode ended = tenant.find("ISIN", object.isinCode());
		assertThat(ended.get("isDisabled").asBoolean()).isTrue();
		assertThat(ended.get("updatedDate").asString()).isEqualTo(tenant.find("WKN", object.wkn())
			.get("processedDate").asString());
		assertThat(tenant.actualIds("isDisabled=true")).containsExactly(object.isinCode());
		assertThat(tenant.actualIds("isDisabled=false")).containsExactly(other.isinCode(), object.wkn());
		assertThat(tenant.actualIds("isDisabled=true&operationType=Remove")).isEmpty();
	}

	@Test
	void anAddAfterTheRemoveTracksAgainAndStaysEnabled() {
		ReferenceObject object = provider.newInstrument();
		tenant.create("ISIN", object.isinCode(), "Instrument", "Add");
		processed("ISIN", object.isinCode());
		tenant.create("WKN", object.wkn(), "Instrument", "Remove");
		processed("WKN", object.wkn());
		tenant.deleteRequest("WKN", object.wkn());

		tenant.create("WKN", object.wkn(), "Instrument", "Add");
		JsonNode again = processed("WKN", object.wkn());

		assertThat(again.get("isDisabled").asBoolean()).isFalse();
		assertThat(isTracked(IdType.ISIN, object.isinCode())).isTrue();
		assertThat(tenant.actualIds("isDisabled=true")).containsExactly(object.isinCode());
	}
}

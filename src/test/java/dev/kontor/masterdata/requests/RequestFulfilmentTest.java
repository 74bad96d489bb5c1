package dev.kontor.masterdata.requests;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;
import dev.kontor.masterdata.reference.ReferenceData;
import dev.kontor.masterdata.reference.ReferenceData.ReferenceObject;

import static org.assertj.core.api.Assertions.assertThat;

/** What processing makes of a request, without Spring or a database: the tracked objects are kept in memory. */
class RequestFulfilmentTest {

	private static final Instant NOW = Instant.parse("2026-11-23T10:15:30Z");

	private static final UUID TENANT = UUID.randomUUID();

	private static final ReferenceObject SAP = new ReferenceObject(FinancialObjectType.Instrument, "obj-sap",
			"DE0007164600", "716460", null, "SAP SE");

	private final KnownReferenceObjects provider = new KnownReferenceObjects((type, idType, id) -> Optional.empty());

	private final TrackedInMemory tracked = new TrackedInMemory();

	private final EndedAdds endedAdds = new EndedAdds();

	private final RequestFulfilment fulfilment = new RequestFulfilment(provider, tracked, endedAdds);

	/** Records the identifiers each processed Remove disables the earlier Adds by. */
	private static final class EndedAdds extends InstrumentRequestStore {

		final List<List<String>> disabled = new ArrayList<>();

		EndedAdds() {
			super(null);
		}

		@Override
		void disableAddsEndedBy(InstrumentRequest remove, String isin, String wkn, String ekn, Instant now) {
			disabled.add(Arrays.asList(isin, wkn, ekn));
		}
	}

	/** The tracked objects of one tenant in a set, matched by the provider's id or by an identifier. */
	private static final class TrackedInMemory extends TrackedObjectStore {

		final Set<ReferenceObject> objects = new HashSet<>();

		TrackedInMemory() {
			super(null);
		}

		@Override
		void track(UUID tenantId, ReferenceObject object, UUID requestId, Instant now) {
			objects.add(object);
		}

		@Override
		boolean untrack(UUID tenantId, ReferenceObject object) {
			return objects.remove(object);
		}

		@Override
		boolean untrack(UUID tenantId, FinancialObjectType type, IdType idType, String actualId) {
			return objects.removeIf(object -> actualId.equals(switch (idType) {
				case ISIN -> object.isinCode();
				case WKN -> object.wkn();
				case EKN -> object.ekn();
			}));
		}
	}

	private static InstrumentRequest accepted(IdType idType, String actualId, OperationType operation) {
		return new InstrumentRequest(UUID.randomUUID(), TENANT,
				new RequestedInstrument(idType, actualId, FinancialObjectType.Instrument, operation),
				new RequestDates(NOW, NOW, null), new RequestState(true, null, false, false, null));
	}

	private InstrumentRequest process(InstrumentRequest request) {
		InstrumentRequest processed = fulfilment.process(request, NOW).orElseThrow();
		assertThat(processed.state().processed()).isTrue();
		assertThat(processed.state().processedDate()).isEqualTo(NOW);
		return processed;
	}

	@Test
	void addTracksAKnownObject() {
		provider.add(SAP);

		InstrumentRequest processed = process(accepted(IdType.WKN, "716460", OperationType.Add));

		assertThat(processed.state().isAccepted()).isTrue();
		assertThat(processed.state().errorMessageDetail()).isNull();
		assertThat(tracked.objects).containsExactly(SAP);
	}

	@Test
	void anUnknownIdentifierIsNotAcceptedAndNothingIsTracked() {
		InstrumentRequest processed = process(accepted(IdType.ISIN, "DE0007164600", OperationType.Add));

		assertThat(processed.state().isAccepted()).isFalse();
		assertThat(processed.state().errorMessageDetail())
			.isEqualTo("Instrument ISIN DE0007164600 is unknown to the reference-data provider");
		assertThat(tracked.objects).isEmpty();
	}

	@Test
	void oneTimeTracksNothing() {
		provider.add(SAP);

		assertThat(process(accepted(IdType.ISIN, "DE0007164600", OperationType.OneTime)).state().isAccepted()).isTrue();
		assertThat(tracked.objects).isEmpty();
	}

	@Test
	void removeOfAKnownObjectSucceedsWhetherItWasTrackedOrNot() {
		provider.add(SAP);

		assertThat(process(accepted(IdType.ISIN, "DE0007164600", OperationType.Remove)).state().isAccepted()).isTrue();
		tracked.objects.add(SAP);
		assertThat(process(accepted(IdType.WKN, "716460", OperationType.Remove)).state().isAccepted()).isTrue();
		assertThat(tracked.objects).isEmpty();
		assertThat(endedAdds.disabled).as("the Adds by every identifier the provider knows")
			.containsExactly(Arrays.asList("DE0007164600", "716460", null), Arrays.asList("DE0007164600", "716460", null));
	}

	@Test
	void removeOfAnObjectTheProviderDroppedNeedsItToBeTracked() {
		tracked.objects.add(SAP);

		assertThat(process(accepted(IdType.ISIN, "DE0007164600", OperationType.Remove)).state().isAccepted()).isTrue();
		InstrumentRequest again = process(accepted(IdType.ISIN, "DE0007164600", OperationType.Remove));
		assertThat(again.state().isAccepted()).isFalse();
		assertThat(again.state().errorMessageDetail()).contains("unknown to the reference-data provider");
		assertThat(endedAdds.disabled).as("only by the identifier tracked, once")
			.containsExactly(Arrays.asList("DE0007164600", null, null));
	}

	@Test
	void aProviderThatCannotAnswerLeavesTheRequestForTheNextRun() {
		ReferenceData failing = (type, idType, actualId) -> {
			throw new IllegalStateException("snapshot store unavailable");
		};

		Optional<InstrumentRequest> result = new RequestFulfilment(failing, tracked, endedAdds)
			.process(accepted(IdType.ISIN, "DE0007164600", OperationType.Add), NOW);

		assertThat(result).isEmpty();
	}
}

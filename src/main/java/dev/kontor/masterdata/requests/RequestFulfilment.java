package dev.kontor.masterdata.requests;

import java.time.Instant;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;
import dev.kontor.masterdata.reference.ReferenceData;
import dev.kontor.masterdata.reference.ReferenceData.ReferenceObject;

/**
 * Fulfils one accepted request against the provider's reference data: {@code Add} tracks the object for the
 * tenant, {@code Remove} stops tracking it, {@code OneTime} only checks that the provider holds it. An identifier
 * the provider does not know leaves the request not accepted, to be corrected and retried; a {@code Remove} of an
 * object the provider dropped still stops its tracking, and a processed {@code Remove} disables the {@code Add}
 * requests it ended.
 */
@Component
@RequiredArgsConstructor
class RequestFulfilment {

	private static final Logger log = LoggerFactory.getLogger(RequestFulfilment.class);

	private final ReferenceData referenceData;

	private final TrackedObjectStore tracked;

	private final InstrumentRequestStore requests;

	/** The request as processed, or empty when the reference data could not be read: it waits for the next run. */
	Optional<InstrumentRequest> process(InstrumentRequest request, Instant now) {
		Optional<ReferenceObject> object;
		try {
			RequestedInstrument asked = request.instrument();
			object = referenceData.find(asked.financialObjectType(), asked.idType(), asked.actualId());
		}
		catch (RuntimeException ex) {
			log.warn("Reference data not readable for instrument request {}: {}", request.id(), ex.toString());
			return Optional.empty();
		}
		return Optional.of(request.processed(problemOf(request, object, now), now));
	}

	private @Nullable String problemOf(InstrumentRequest request, Optional<ReferenceObject> object, Instant now) {
		if (request.instrument().operationType() == OperationType.Remove) {
			return stopTracking(request, object, now) ? null : unknown(request);
		}
		if (object.isEmpty()) {
			return unknown(request);
		}
		if (request.instrument().operationType() == OperationType.Add) {
			tracked.track(request.tenantId(), object.get(), request.id(), now);
		}
		// OneTime: fetched once, nothing is kept for the tenant beyond the processed request.
		return null;
	}

	/**
	 * Whether the object is not tracked any more. Removing an object the provider knows always succeeds (a no-op
	 * when it was not tracked); one the provider does not know must have been tracked under this identifier. The
	 * earlier {@code Add} requests for the object, by any identifier the provider knows it by, are disabled: they
	 * no longer track anything.
	 */
	private boolean stopTracking(InstrumentRequest request, Optional<ReferenceObject> object, Instant now) {
		if (object.isPresent()) {
			ReferenceObject known = object.get();
			tracked.untrack(request.tenantId(), known);
			requests.disableAddsEndedBy(request, known.isinCode(), known.wkn(), known.ekn(), now);
			return true;
		}
		RequestedInstrument asked = request.instrument();
		boolean stopped = tracked.untrack(request.tenantId(), asked.financialObjectType(), asked.idType(),
				asked.actualId());
		if (stopped) {
			requests.disableAddsEndedBy(request, identifier(request, IdType.ISIN), identifier(request, IdType.WKN),
					identifier(request, IdType.EKN), now);
		}
		return stopped;
	}

	private static @Nullable String identifier(InstrumentRequest request, IdType idType) {
		return request.instrument().idType() == idType ? request.instrument().actualId() : null;
	}

	private static String unknown(InstrumentRequest request) {
		RequestedInstrument asked = request.instrument();
		return asked.financialObjectType() + " " + asked.idType() + " " + asked.actualId()
				+ " is unknown to the reference-data provider";
	}
}

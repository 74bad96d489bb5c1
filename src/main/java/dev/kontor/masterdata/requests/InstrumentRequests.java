package dev.kontor.masterdata.requests;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/**
 * The instrument requests of a tenant: create, correct, delete and list. A request whose identifier fails the rules
 * of its type is stored not accepted with the reason; an accepted one waits for {@link InstrumentRequestProcessor}.
 * One live request per identifier is left to the database's unique index, so concurrent creates cannot both win.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class InstrumentRequests {

	private static final Logger log = LoggerFactory.getLogger(InstrumentRequests.class);

	private final InstrumentRequestStore store;

	private final Ids ids;

	private final Clock clock;

	@Transactional
	public InstrumentRequest create(UUID tenantId, UUID actorId, CreateInstrumentRequest body) {
		IdType idType = RequestInputs.require("idType", body.idType());
		String actualId = IdentifierRules.requireWellFormed("actualId", body.actualId());
		FinancialObjectType objectType = RequestInputs.require("financialObjectType", body.financialObjectType());
		OperationType operation = RequestInputs.require("operationType", body.operationType());
		@Nullable String problem = IdentifierRules.problemOf(idType, actualId, objectType).orElse(null);
		Instant now = Timestamps.now(clock);
		InstrumentRequest request = new InstrumentRequest(ids.next(), tenantId,
				new RequestedInstrument(idType, actualId, objectType, operation), new RequestDates(now, now, null),
				RequestState.checked(problem, false));
		try {
			store.insert(request, actorId);
		}
		catch (DuplicateKeyException ex) {
			throw new Conflict("A request for " + idType + " " + actualId + " exists; correct it with PUT or delete "
					+ "it first");
		}
		log.info("Instrument request created: tenantId={} idType={} actualId={} operationType={} accepted={}",
				tenantId, idType, actualId, operation, request.state().isAccepted());
		return request;
	}

	/** Corrects a request that was not accepted and so hands it to the processor again; others answer 409. */
	@Transactional
	public InstrumentRequest update(UUID tenantId, UUID actorId, IdType idType, String actualId,
			UpdateInstrumentRequest body) {
		FinancialObjectType objectType = RequestInputs.require("financialObjectType", body.financialObjectType());
		OperationType operation = RequestInputs.require("operationType", body.operationType());
		InstrumentRequest current = live(tenantId, idType, actualId);
		if (current.state().isAccepted()) {
			throw new Conflict("Only a request that was not accepted can be updated; the request for " + idType + " "
					+ actualId + " was accepted");
		}
		@Nullable String problem = IdentifierRules.problemOf(idType, actualId, objectType).orElse(null);
		InstrumentRequest corrected = current.corrected(objectType, operation, problem, Timestamps.now(clock));
		store.update(corrected, actorId);
		log.info("Instrument request corrected: tenantId={} idType={} actualId={} operationType={} accepted={}",
				tenantId, idType, actualId, operation, corrected.state().isAccepted());
		return corrected;
	}

	/** Soft delete: the request keeps its row with {@code deletedDate} and is gone for every read. */
	@Transactional
	public void delete(UUID tenantId, UUID actorId, IdType idType, String actualId) {
		store.delete(live(tenantId, idType, actualId), actorId, Timestamps.now(clock));
		log.info("Instrument request deleted: tenantId={} idType={} actualId={}", tenantId, idType, actualId);
	}

	public Paged<InstrumentRequest> list(InstrumentRequestFilter filter, PageRequest page) {
		List<InstrumentRequest> data = store.list(filter, page);
		return Paged.of(page, page.totalRecordCount(data, () -> store.count(filter)), data);
	}

	private InstrumentRequest live(UUID tenantId, IdType idType, String actualId) {
		IdentifierRules.requireWellFormed("actualId", actualId);
		return store.findLiveForUpdate(tenantId, idType, actualId)
			.orElseThrow(() -> new NotFound("No instrument request for " + idType + " " + actualId));
	}
}

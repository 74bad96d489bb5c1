package dev.kontor.masterdata.requests;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * The table of instrument requests. {@code live_actual_id} is {@code actual_id} until the request is deleted, so
 * that the unique index refuses a second live request for one identifier (a {@code DuplicateKeyException}).
 */
@Repository
@RequiredArgsConstructor
class InstrumentRequestStore {

	private static final String COLUMNS = "id, tenant_id, id_type, actual_id, financial_object_type, operation_type, "
			+ "created_date, updated_date, deleted_date, is_accepted, error_message_detail, is_disabled, processed, "
			+ "processed_date";

	private static final String LIVE_BY_KEY = " WHERE tenant_id = :tenantId AND id_type = :idType "
			+ "AND live_actual_id = :actualId";

	private final JdbcClient jdbc;

	void insert(InstrumentRequest request, UUID actorId) {
		jdbc.sql("INSERT INTO md_instrument_requests (live_actual_id, created_user_id, updated_user_id, " + COLUMNS
				+ ") VALUES (:actualId, :actorId, :actorId, :id, :tenantId, :idType, :actualId, :financialObjectType, "
				+ ":operationType, :createdDate, :updatedDate, NULL, :isAccepted, :errorMessageDetail, :isDisabled, "
				+ ":processed, :processedDate)")
			.params(parameters(request))
			.param("actorId", actorId)
			.update();
	}

	/** Writes the mutable fields of a live request; {@code actorId} null keeps the last writer (the processor). */
	void update(InstrumentRequest request, @Nullable UUID actorId) {
		jdbc.sql("UPDATE md_instrument_requests SET financial_object_type = :financialObjectType, "
				+ "operation_type = :operationType, updated_date = :updatedDate, is_accepted = :isAccepted, "
				+ "error_message_detail = :errorMessageDetail, processed = :processed, "
				+ "processed_date = :processedDate, updated_user_id = COALESCE(:actorId, updated_user_id) "
				+ "WHERE id = :id AND deleted_date IS NULL")
			.params(parameters(request))
			.param("actorId", actorId)
			.update();
	}

	void delete(InstrumentRequest request, UUID actorId, Instant now) {
		jdbc.sql("UPDATE md_instrument_requests SET deleted_date = :now, updated_date = :now, live_actual_id = NULL, "
				+ "updated_user_id = :actorId WHERE id = :id AND deleted_date IS NULL")
			.param("now", Timestamps.of(now))
			.param("actorId", actorId)
			.param("id", request.id())
			.update();
	}

	/**
	 * Disables the tenant's processed, accepted {@code Add} requests for an object, created before {@code remove},
	 * that name it by one of the identifiers given (null ones name nothing): the processed {@code Remove} ended what
	 * they started.
	 */
	void disableAddsEndedBy(InstrumentRequest remove, @Nullable String isin, @Nullable String wkn,
			@Nullable String ekn, Instant now) {
		jdbc.sql("UPDATE md_instrument_requests SET is_disabled = TRUE, updated_date = :now "
				+ "WHERE tenant_id = :tenantId AND financial_object_type = :type AND operation_type = 'Add' "
				+ "AND processed = TRUE AND is_accepted = TRUE AND is_disabled = FALSE AND deleted_date IS NULL "
				+ "AND created_date < :before AND ((id_type = 'ISIN' AND actual_id = :isin) "
				+ "OR (id_type = 'WKN' AND actual_id = :wkn) OR (id_type = 'EKN' AND actual_id = :ekn))")
			.param("now", Timestamps.of(now))
			.param("tenantId", remove.tenantId())
			.param("type", remove.instrument().financialObjectType().name())
			.param("before", Timestamps.of(remove.dates().createdDate()))
			.param("isin", isin, Types.VARCHAR)
			.param("wkn", wkn, Types.VARCHAR)
			.param("ekn", ekn, Types.VARCHAR)
			.update();
	}

	/** The live request for an identifier, locked until the transaction ends so that writes take turns. */
	Optional<InstrumentRequest> findLiveForUpdate(UUID tenantId, IdType idType, String actualId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM md_instrument_requests" + LIVE_BY_KEY + " FOR UPDATE")
			.param("tenantId", tenantId)
			.param("idType", idType.name())
			.param("actualId", actualId)
			.query(InstrumentRequestStore::request)
			.optional();
	}

	/** Accepted, unprocessed live requests, oldest first, locked; rows another instance holds are skipped. */
	List<InstrumentRequest> claimPending(int batchSize) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM md_instrument_requests WHERE processed = FALSE "
				+ "AND is_accepted = TRUE AND deleted_date IS NULL AND is_disabled = FALSE ORDER BY created_date, id "
				+ "FETCH FIRST :batch ROWS ONLY FOR UPDATE SKIP LOCKED")
			.param("batch", batchSize)
			.query(InstrumentRequestStore::request)
			.list();
	}

	List<InstrumentRequest> list(InstrumentRequestFilter filter, PageRequest page) {
		SqlConditions conditions = conditions(filter);
		return jdbc.sql("SELECT " + COLUMNS + " FROM md_instrument_requests WHERE tenant_id = :tenantId "
				+ "AND deleted_date IS NULL" + conditions.sql() + " ORDER BY created_date, id OFFSET " + page.offset()
				+ " ROWS FETCH NEXT " + page.recordsPerPage() + " ROWS ONLY")
			.params(conditions.parameters())
			.param("tenantId", filter.tenantId())
			.query(InstrumentRequestStore::request)
			.list();
	}

	long count(InstrumentRequestFilter filter) {
		SqlConditions conditions = conditions(filter);
		return jdbc.sql("SELECT COUNT(*) FROM md_instrument_requests WHERE tenant_id = :tenantId "
				+ "AND deleted_date IS NULL" + conditions.sql())
			.params(conditions.parameters())
			.param("tenantId", filter.tenantId())
			.query(Long.class)
			.single();
	}

	private static SqlConditions conditions(InstrumentRequestFilter filter) {
		return new SqlConditions().add(nameOf(filter.idType()), " AND id_type = :idType", "idType")
			.add(nameOf(filter.operationType()), " AND operation_type = :operationType", "operationType")
			.add(filter.isAccepted(), " AND is_accepted = :isAccepted", "isAccepted")
			.add(filter.isDisabled(), " AND is_disabled = :isDisabled", "isDisabled")
			.add(startOfDay(filter.dateStart()), " AND created_date >= :dateStart", "dateStart")
			.add(startOfDay(filter.dateEnd() == null ? null : filter.dateEnd().plusDays(1)),
					" AND created_date < :dateEnd", "dateEnd");
	}

	private static @Nullable String nameOf(@Nullable Enum<?> value) {
		return value == null ? null : value.name();
	}

	private static @Nullable OffsetDateTime startOfDay(@Nullable LocalDate day) {
		return day == null ? null : day.atStartOfDay().atOffset(ZoneOffset.UTC);
	}

	private static Map<String, Object> parameters(InstrumentRequest request) {
		Map<String, Object> values = new HashMap<>();
		values.put("id", request.id());
		values.put("tenantId", request.tenantId());
		values.put("idType", request.instrument().idType().name());
		values.put("actualId", request.instrument().actualId());
		values.put("financialObjectType", request.instrument().financialObjectType().name());
		values.put("operationType", request.instrument().operationType().name());
		values.put("createdDate", Timestamps.of(request.dates().createdDate()));
		values.put("updatedDate", Timestamps.of(request.dates().updatedDate()));
		values.put("isAccepted", request.state().isAccepted());
		values.put("errorMessageDetail", request.state().errorMessageDetail());
		values.put("isDisabled", request.state().isDisabled());
		values.put("processed", request.state().processed());
		values.put("processedDate", Timestamps.of(request.state().processedDate()));
		return values;
	}

	private static InstrumentRequest request(ResultSet rs, int rowNum) throws SQLException {
		RequestedInstrument instrument = new RequestedInstrument(IdType.valueOf(rs.getString(3)), rs.getString(4),
				FinancialObjectType.valueOf(rs.getString(5)), OperationType.valueOf(rs.getString(6)));
		RequestDates dates = new RequestDates(Timestamps.instant(rs, 7), Timestamps.instant(rs, 8),
				Timestamps.instant(rs, 9));
		RequestState state = new RequestState(rs.getBoolean(10), rs.getString(11), rs.getBoolean(12),
				rs.getBoolean(13), Timestamps.instant(rs, 14));
		return new InstrumentRequest(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class), instrument, dates,
				state);
	}
}

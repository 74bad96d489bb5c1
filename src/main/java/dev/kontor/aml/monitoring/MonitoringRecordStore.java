package dev.kontor.aml.monitoring;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * The table of monitoring records of all three families. {@code family} holds the {@link MonitoringFamily}
 * constant's name; {@code active_customer_id} is the customer while the record is active, so that the unique
 * index refuses a second active record of a customer in a family (a {@code DuplicateKeyException}).
 */
@Repository
@RequiredArgsConstructor
class MonitoringRecordStore {

	private static final String COLUMNS = "id, tenant_id, customer_id, is_active, date_start, date_end, record_type, "
			+ "information_source, is_banned, reason, note, created_date, updated_date, created_user_id, "
			+ "updated_user_id";

	private final JdbcClient jdbc;

	void insert(MonitoringFamily family, MonitoringRecord record) {
		jdbc.sql("INSERT INTO aml_monitoring_records (family, active_customer_id, " + COLUMNS + ") VALUES (:family, "
				+ ":activeCustomerId, :id, :tenantId, :customerId, :isActive, :dateStart, :dateEnd, :recordType, "
				+ ":informationSource, :isBanned, :reason, :note, :createdDate, :updatedDate, :createdUserId, "
				+ ":updatedUserId)")
			.params(parameters(family, record))
			.update();
	}

	/** Writes the record if its row still has the version read; false when a concurrent write changed it meanwhile. */
	boolean update(MonitoringFamily family, MonitoringRecord record, long versionRead) {
		return jdbc.sql("UPDATE aml_monitoring_records SET is_active = :isActive, active_customer_id = :activeCustomerId, "
				+ "date_start = :dateStart, date_end = :dateEnd, record_type = :recordType, "
				+ "information_source = :informationSource, is_banned = :isBanned, reason = :reason, note = :note, "
				+ "updated_date = :updatedDate, updated_user_id = :updatedUserId, version = version + 1 "
				+ "WHERE id = :id AND tenant_id = :tenantId AND family = :family AND version = :versionRead")
			.params(parameters(family, record))
			.param("versionRead", versionRead)
			.update() == 1;
	}

	/** The record with the version of its row, which {@link #update} compares. */
	Optional<Versioned<MonitoringRecord>> find(UUID tenantId, MonitoringFamily family, UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + ", version FROM aml_monitoring_records "
				+ "WHERE id = :id AND tenant_id = :tenantId AND family = :family")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("family", family.name())
			.query((rs, rowNum) -> new Versioned<>(record(rs, rowNum), rs.getLong("version")))
			.optional();
	}

	Optional<UUID> findActiveId(UUID tenantId, MonitoringFamily family, UUID customerId) {
		return jdbc.sql("SELECT id FROM aml_monitoring_records "
				+ "WHERE tenant_id = :tenantId AND family = :family AND active_customer_id = :customerId")
			.param("tenantId", tenantId)
			.param("family", family.name())
			.param("customerId", customerId)
			.query(UUID.class)
			.optional();
	}

	List<MonitoringRecord> list(MonitoringRecordFilter filter, PageRequest page) {
		List<String> conditions = new ArrayList<>(List.of("tenant_id = :tenantId", "family = :family"));
		Map<String, Object> parameters = new HashMap<>(
				Map.of("tenantId", filter.tenantId().value(), "family", filter.family().name()));
		if (!filter.includeInActiveRecords()) {
			conditions.add("is_active = TRUE");
		}
		if (filter.includeOnlyIsBanned()) {
			conditions.add("is_banned = TRUE");
		}
		if (filter.startDate() != null) {
			conditions.add("created_date >= :startDate");
			parameters.put("startDate", Timestamps.of(filter.startDate()));
		}
		if (filter.endDate() != null) {
			conditions.add("created_date < :endDate");
			parameters.put("endDate", Timestamps.of(filter.endDate()));
		}
		if (filter.customerId() != null) {
			conditions.add("customer_id = :customerId");
			parameters.put("customerId", filter.customerId().value());
		}
		return jdbc.sql("SELECT " + COLUMNS + " FROM aml_monitoring_records WHERE " + String.join(" AND ", conditions)
				+ " ORDER BY created_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT " + page.recordsPerPage()
				+ " ROWS ONLY")
			.params(parameters)
			.query(MonitoringRecordStore::record)
			.list();
	}

	private static Map<String, Object> parameters(MonitoringFamily family, MonitoringRecord record) {
		MonitoringRecord.Watch watch = record.watch();
		MonitoringRecord.Finding finding = record.finding();
		Map<String, Object> values = new HashMap<>();
		values.put("family", family.name());
		values.put("activeCustomerId", watch.isActive() ? watch.customerId() : null);
		values.put("id", record.id());
		values.put("tenantId", record.tenantId());
		values.put("customerId", watch.customerId());
		values.put("isActive", watch.isActive());
		values.put("dateStart", Timestamps.of(watch.dateStart()));
		values.put("dateEnd", Timestamps.of(watch.dateEnd()));
		values.put("recordType", finding.recordType() == null ? null : finding.recordType().name());
		values.put("informationSource", finding.informationSource());
		values.put("isBanned", finding.isBanned());
		values.put("reason", finding.reason());
		values.put("note", finding.note());
		values.putAll(ChangeTrailColumns.parameters(record.keeping()));
		return values;
	}

	private static MonitoringRecord record(ResultSet rs, int rowNum) throws SQLException {
		String recordType = rs.getString("record_type");
		return new MonitoringRecord(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				ChangeTrailColumns.read(rs),
				new MonitoringRecord.Watch(rs.getObject("customer_id", UUID.class), rs.getBoolean("is_active"),
						Timestamps.instant(rs, "date_start"), Timestamps.instant(rs, "date_end")),
				new MonitoringRecord.Finding(recordType == null ? null : RecordType.valueOf(recordType),
						rs.getString("information_source"), rs.getBoolean("is_banned"), rs.getString("reason"),
						rs.getString("note")));
	}
}

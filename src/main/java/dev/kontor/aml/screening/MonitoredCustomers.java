package dev.kontor.aml.screening;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.Timestamps;

/** The monitoring subscriptions, always within one tenant except for the background job's claim. */
@Repository
@RequiredArgsConstructor
class MonitoredCustomers {

	private static final String COLUMNS = "id, tenant_id, customer_id, provider_name, provider_client_id, "
			+ "monitoring_type, created_date, updated_date, last_refresh_date, created_user_id, updated_user_id";

	private final JdbcClient jdbc;

	Optional<MonitoredCustomer> find(UUID tenantId, UUID customerId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM aml_monitored_customers WHERE tenant_id = :tenantId "
				+ "AND customer_id = :customerId")
			.param("tenantId", tenantId)
			.param("customerId", customerId)
			.query(MonitoredCustomers::row)
			.optional();
	}

	void insert(MonitoredCustomer row, Instant nextRefresh) {
		jdbc.sql("INSERT INTO aml_monitored_customers (" + COLUMNS + ", next_refresh_date) VALUES (:id, :tenantId, "
				+ ":customerId, :providerName, :providerClientId, :monitoringType, :createdDate, :updatedDate, "
				+ ":lastRefreshDate, :createdUserId, :updatedUserId, :nextRefresh)")
			.param("id", row.id())
			.param("tenantId", row.tenantId())
			.param("customerId", row.customerId())
			.param("providerName", row.provider().providerName())
			.param("providerClientId", row.provider().providerClientId())
			.param("monitoringType", row.provider().monitoringType())
			.params(ChangeTrailColumns.parameters(row.keeping()))
			.param("lastRefreshDate", Timestamps.of(row.lastRefreshDate()))
			.param("nextRefresh", Timestamps.of(nextRefresh))
			.update();
	}

	/** Writes what a screening changed: provider, dates and the user who asked for it, and the next screening. */
	void update(MonitoredCustomer row, Instant nextRefresh) {
		jdbc.sql("UPDATE aml_monitored_customers SET provider_name = :providerName, provider_client_id = "
				+ ":providerClientId, updated_date = :updatedDate, last_refresh_date = :lastRefreshDate, "
				+ "updated_user_id = :updatedUserId, next_refresh_date = :nextRefresh WHERE id = :id")
			.param("providerName", row.provider().providerName())
			.param("providerClientId", row.provider().providerClientId())
			.param("updatedDate", Timestamps.of(row.keeping().updatedDate()))
			.param("lastRefreshDate", Timestamps.of(row.lastRefreshDate()))
			.param("updatedUserId", row.keeping().updatedUserId())
			.param("nextRefresh", Timestamps.of(nextRefresh))
			.param("id", row.id())
			.update();
	}

	/**
	 * Claims up to {@code limit} customers due for screening, moving their next screening to {@code nextRefresh};
	 * to be called in a transaction. {@code FOR UPDATE SKIP LOCKED}: instances claiming at once take different rows.
	 */
	List<MonitoredCustomer> claimDue(Instant now, Instant nextRefresh, int limit) {
		List<MonitoredCustomer> due = jdbc.sql("SELECT " + COLUMNS + " FROM aml_monitored_customers WHERE "
				+ "next_refresh_date <= :now ORDER BY next_refresh_date FETCH FIRST " + limit
				+ " ROWS ONLY FOR UPDATE SKIP LOCKED")
			.param("now", Timestamps.of(now))
			.query(MonitoredCustomers::row)
			.list();
		if (!due.isEmpty()) {
			jdbc.sql("UPDATE aml_monitored_customers SET next_refresh_date = :nextRefresh WHERE id IN (:ids)")
				.param("nextRefresh", Timestamps.of(nextRefresh))
				.param("ids", due.stream().map(MonitoredCustomer::id).toList())
				.update();
		}
		return due;
	}

	private static MonitoredCustomer row(ResultSet rs, int rowNum) throws SQLException {
		return new MonitoredCustomer(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				rs.getObject("customer_id", UUID.class),
				new MonitoredCustomer.Provider(rs.getString("provider_name"), rs.getString("provider_client_id"),
						rs.getString("monitoring_type")),
				Timestamps.instant(rs, "last_refresh_date"),
				ChangeTrailColumns.read(rs));
	}
}

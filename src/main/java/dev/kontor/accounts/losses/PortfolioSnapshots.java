package dev.kontor.accounts.losses;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/** The daily valuations of portfolios. Only ever inserted: a day valued stays as it was valued. */
@Repository
@RequiredArgsConstructor
class PortfolioSnapshots {

	private static final String COLUMNS = "id, tenant_id, client_id, currency_code, snapshot_date, portfolio_value, "
			+ "period_start, start_date, start_value, net_inflow, loss_percent, reported_threshold, reported, "
			+ "created_date";

	/** The columns qualified, for a join. */
	private static final String SNAPSHOT_COLUMNS = "s." + COLUMNS.replace(", ", ", s.");

	private final JdbcClient jdbc;

	/** The portfolio's latest valuation before {@code date}. */
	Optional<SnapshotRow> latestBefore(UUID clientId, String currencyCode, LocalDate date) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM portfolio_snapshots WHERE client_id = :clientId "
				+ "AND currency_code = :currency AND snapshot_date < :date ORDER BY snapshot_date DESC "
				+ "FETCH FIRST 1 ROW ONLY")
			.param("clientId", clientId)
			.param("currency", currencyCode)
			.param("date", date)
			.query(PortfolioSnapshots::row)
			.optional();
	}

	/** The client's valuations of the date, in currency order. */
	List<SnapshotRow> of(UUID tenantId, UUID clientId, LocalDate date) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM portfolio_snapshots WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId AND snapshot_date = :date ORDER BY currency_code")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("date", date)
			.query(PortfolioSnapshots::row)
			.list();
	}

	/** The client's valuations of the days it was sent a report, oldest first. */
	List<SnapshotRow> ofReports(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT " + SNAPSHOT_COLUMNS + " FROM portfolio_snapshots s "
				+ "JOIN loss_threshold_reports r ON r.client_id = s.client_id AND r.snapshot_date = s.snapshot_date "
				+ "WHERE r.tenant_id = :tenantId AND r.client_id = :clientId ORDER BY s.snapshot_date, s.currency_code")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(PortfolioSnapshots::row)
			.list();
	}

	/** Refused by the unique key when the portfolio is valued on the date already (another instance). */
	void insert(SnapshotRow snapshot) {
		jdbc.sql("INSERT INTO portfolio_snapshots (" + COLUMNS + ") VALUES (:id, :tenantId, :clientId, :currency, "
				+ ":date, :value, :periodStart, :startDate, :startValue, :netInflow, :lossPercent, :threshold, "
				+ ":reported, :created)")
			.param("id", snapshot.id())
			.param("tenantId", snapshot.tenantId())
			.param("clientId", snapshot.clientId())
			.param("currency", snapshot.currencyCode())
			.param("date", snapshot.snapshotDate())
			.param("value", snapshot.valuation().value())
			.param("periodStart", snapshot.period().periodStart())
			.param("startDate", snapshot.period().startDate())
			.param("startValue", snapshot.period().startValue())
			.param("netInflow", snapshot.period().netInflow())
			.param("lossPercent", snapshot.valuation().lossPercent())
			.param("threshold", snapshot.valuation().reportedThreshold())
			.param("reported", snapshot.reported())
			.param("created", Timestamps.of(snapshot.createdDate()))
			.update();
	}

	private static SnapshotRow row(ResultSet rs, int row) throws SQLException {
		SnapshotRow.Period period = new SnapshotRow.Period(rs.getObject(7, LocalDate.class),
				rs.getObject(8, LocalDate.class), rs.getBigDecimal(9), rs.getBigDecimal(10));
		SnapshotRow.Valuation valuation = new SnapshotRow.Valuation(rs.getBigDecimal(6), rs.getBigDecimal(11),
				rs.getInt(12), rs.getBoolean(13));
		return new SnapshotRow(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class), rs.getObject(3, UUID.class),
				rs.getString(4), rs.getObject(5, LocalDate.class), period, valuation, Timestamps.instant(rs, 14));
	}
}

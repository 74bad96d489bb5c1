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

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The reports issued, with the positions each valued. The positions are kept as valued when the report was issued,
 * so the PDF reads the same every time even if a quote of that day arrives late.
 */
@Repository
@RequiredArgsConstructor
class LossReports {

	private static final String COLUMNS = "id, tenant_id, client_id, snapshot_date, created_date";

	private final JdbcClient jdbc;

	/** Refused by the unique key when the client has a report of the date already (another instance). */
	void insert(ReportRow report, List<ValuedPosition> positions) {
		jdbc.sql("INSERT INTO loss_threshold_reports (" + COLUMNS + ") VALUES (:id, :tenantId, :clientId, :date, "
				+ ":created)")
			.param("id", report.id())
			.param("tenantId", report.tenantId())
			.param("clientId", report.clientId())
			.param("date", report.snapshotDate())
			.param("created", Timestamps.of(report.createdDate()))
			.update();
		int line = 0;
		for (ValuedPosition position : positions) {
			jdbc.sql("INSERT INTO loss_threshold_report_positions (report_id, line, currency_code, isin_code, provider, "
					+ "quantity, price, position_value) VALUES (:report, :line, :currency, :isin, :provider, :quantity, "
					+ ":price, :value)")
				.param("report", report.id())
				.param("line", ++line)
				.param("currency", position.currencyCode())
				.param("isin", position.isinCode())
				.param("provider", position.provider().name())
				.param("quantity", position.quantity())
				.param("price", position.price())
				.param("value", position.value())
				.update();
		}
	}

	List<ReportRow> list(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM loss_threshold_reports WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY snapshot_date")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(LossReports::row)
			.list();
	}

	Optional<ReportRow> find(UUID tenantId, UUID clientId, LocalDate date) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM loss_threshold_reports WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId AND snapshot_date = :date")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("date", date)
			.query(LossReports::row)
			.optional();
	}

	/** The report's positions by currency, ISIN and provider. */
	/** The numbers of the client's deposit accounts, oldest first: the accounts a report values. */
	List<String> depositAccountNumbers(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT account_number FROM deposit_accounts WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY created_date, id")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(String.class)
			.list();
	}

	List<ValuedPosition> positions(UUID reportId) {
		return jdbc.sql("SELECT currency_code, isin_code, provider, quantity, price, position_value "
				+ "FROM loss_threshold_report_positions WHERE report_id = :report ORDER BY line")
			.param("report", reportId)
			.query((rs, row) -> new ValuedPosition(rs.getString(1), rs.getString(2),
					TradeProvider.valueOf(rs.getString(3)), rs.getBigDecimal(4), rs.getBigDecimal(5),
					rs.getBigDecimal(6)))
			.list();
	}

	private static ReportRow row(ResultSet rs, int row) throws SQLException {
		return new ReportRow(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class), rs.getObject(3, UUID.class),
				rs.getObject(4, LocalDate.class), Timestamps.instant(rs, 5));
	}
}

package dev.kontor.corporateactions.elections;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Election;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The elections of client records for corporate actions ({@code corporate_action_elections}). */
@Repository
public class Elections {

	private static final String COLUMNS = "corporate_action_id, client_id, option_number, quantity, created_date, "
			+ "updated_date";

	private final JdbcClient jdbc;

	Elections(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The elections of the tenant's client records among {@code clientIds} for the action, by client record. */
	public Map<UUID, Election> ofClients(CorporateActionId action, TenantId tenantId, Collection<UUID> clientIds) {
		if (clientIds.isEmpty()) {
			return Map.of();
		}
		return jdbc.sql("SELECT " + COLUMNS + " FROM corporate_action_elections WHERE corporate_action_id = :action "
				+ "AND tenant_id = :tenantId AND client_id IN (:clientIds)")
			.param("action", action.value())
			.param("tenantId", tenantId.value())
			.param("clientIds", clientIds)
			.query(Elections::election)
			.stream()
			.collect(Collectors.toMap(Election::clientId, Function.identity()));
	}

	private static Election election(ResultSet rs, int row) throws SQLException {
		return new Election(new CorporateActionId(rs.getString("corporate_action_id")),
				rs.getObject("client_id", UUID.class), rs.getInt("option_number"),
				Decimals.plain(rs.getBigDecimal("quantity")), Timestamps.instant(rs, "created_date"),
				Timestamps.instant(rs, "updated_date"));
	}
}

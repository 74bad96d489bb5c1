package dev.kontor.corporateactions.elections;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Election;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** The elections of client records for corporate actions ({@code corporate_action_elections}). */
@Repository
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class Elections {

	private static final String COLUMNS = "corporate_action_id, client_id, option_number, quantity, created_date, "
			+ "updated_date";

	private final JdbcClient jdbc;

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

	/** The election of one of the tenant's client records for the action, if it made one. */
	public Optional<Election> find(CorporateActionId action, TenantId tenantId, ClientId clientId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM corporate_action_elections WHERE corporate_action_id = :action "
				+ "AND tenant_id = :tenantId AND client_id = :clientId")
			.param("action", action.value())
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query(Elections::election)
			.optional();
	}

	void insert(TenantId tenantId, Election election) {
		jdbc.sql("INSERT INTO corporate_action_elections (" + COLUMNS + ", tenant_id) VALUES (:action, :clientId, "
				+ ":optionNumber, :quantity, :createdDate, :updatedDate, :tenantId)")
			.paramSource(parameters(tenantId, election))
			.update();
	}

	/** Replaces the option and quantity of the client record's election; its created date stays. */
	void update(TenantId tenantId, Election election) {
		jdbc.sql("UPDATE corporate_action_elections SET option_number = :optionNumber, quantity = :quantity, "
				+ "updated_date = :updatedDate WHERE corporate_action_id = :action AND tenant_id = :tenantId "
				+ "AND client_id = :clientId")
			.paramSource(parameters(tenantId, election))
			.update();
	}

	private static MapSqlParameterSource parameters(TenantId tenantId, Election election) {
		return new MapSqlParameterSource().addValue("action", election.corporateActionId().value())
			.addValue("tenantId", tenantId.value())
			.addValue("clientId", election.clientId())
			.addValue("optionNumber", election.optionNumber())
			.addValue("quantity", election.quantity())
			.addValue("createdDate", Timestamps.of(election.createdDate()))
			.addValue("updatedDate", Timestamps.of(election.updatedDate()));
	}

	private static Election election(ResultSet rs, int row) throws SQLException {
		return new Election(new CorporateActionId(rs.getString("corporate_action_id")),
				rs.getObject("client_id", UUID.class), rs.getInt("option_number"),
				Decimals.plain(rs.getBigDecimal("quantity")), Timestamps.instant(rs, "created_date"),
				Timestamps.instant(rs, "updated_date"));
	}
}

package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.aml.ClientCashBalances;
import dev.kontor.aml.ClientCashBalances.CashBalance;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.parameters.AmlParameters;
import dev.kontor.aml.parameters.ParameterFields;
import dev.kontor.aml.parameters.ParameterRecord;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Reads what the risk rules take: a tenant's active parameter records (through the parameters' read API), and
 * customer profiles joined in one
 * statement from the AML module's copy of client records, their reference bank accounts and their active
 * monitoring records (one per family at most, which the unique index guarantees). A customer with an internal
 * account has the cash balance of the ledger ({@link ClientCashBalances}); others the one the back office reported.
 */
@Repository
public class RiskData {

	private static final String PROFILES = """
			SELECT c.*, b.country_code AS bank_account_country, b.iban AS bank_account_iban,
			  pep.id AS pep_id, pep.is_banned AS pep_banned, san.id AS sanction_id, san.is_banned AS sanction_banned,
			  oth.id AS other_id, oth.is_banned AS other_banned
			FROM aml_customers c
			LEFT JOIN aml_bank_accounts b ON b.bank_account_id = c.default_bank_account_id
			LEFT JOIN aml_monitoring_records pep ON pep.tenant_id = c.tenant_id AND pep.family = 'Pep'
			  AND pep.active_customer_id = c.client_id %1$s
			LEFT JOIN aml_monitoring_records san ON san.tenant_id = c.tenant_id AND san.family = 'Sanction'
			  AND san.active_customer_id = c.client_id %2$s
			LEFT JOIN aml_monitoring_records oth ON oth.tenant_id = c.tenant_id AND oth.family = 'Other'
			  AND oth.active_customer_id = c.client_id %3$s
			WHERE c.tenant_id = :tenantId""";

	/** A monitoring record takes effect from its dateStart until its dateEnd. */
	private static final String IN_EFFECT = "AND (%1$s.date_start IS NULL OR %1$s.date_start <= :now) "
			+ "AND (%1$s.date_end IS NULL OR %1$s.date_end > :now)";

	private static final String PROFILES_IN_EFFECT = PROFILES.formatted(IN_EFFECT.formatted("pep"),
			IN_EFFECT.formatted("san"), IN_EFFECT.formatted("oth"));

	private final JdbcClient jdbc;

	private final AmlParameters parameters;

	private final ClientCashBalances cashBalances;

	private final Cache<UUID, VersionedParameters> activeByTenant = Caffeine.newBuilder()
		.maximumSize(10_000)
		.build();

	RiskData(JdbcClient jdbc, AmlParameters parameters, ObjectProvider<ClientCashBalances> cashBalances) {
		this.jdbc = jdbc;
		this.parameters = parameters;
		this.cashBalances = cashBalances.getIfAvailable(() -> NO_LEDGER);
	}

	/** Where no ledger is present, every customer keeps the balance the back office reported. */
	private static final ClientCashBalances NO_LEDGER = new ClientCashBalances() {

		@Override
		public Optional<CashBalance> of(TenantId tenantId, ClientId clientId) {
			return Optional.empty();
		}

		@Override
		public Map<ClientId, CashBalance> ofTenant(TenantId tenantId) {
			return Map.of();
		}
	};

	/**
	 * The tenant's active parameter records, kept in memory while their version stays the same: one primary-key
	 * read instead of reading and indexing every record for each evaluation.
	 */
	public ParameterSet activeParameters(UUID tenantId) {
		long version = parameters.version(tenantId);
		VersionedParameters known = activeByTenant.getIfPresent(tenantId);
		if (known != null && known.version() == version) {
			return known.parameters();
		}
		ParameterSet loaded = ParameterSet.of(parameters.active(tenantId).stream().map(RiskData::parameter).toList());
		activeByTenant.put(tenantId, new VersionedParameters(version, loaded));
		return loaded;
	}

	private record VersionedParameters(long version, ParameterSet parameters) {
	}

	public Optional<CustomerProfile> profile(UUID tenantId, UUID clientId, Instant now) {
		return jdbc.sql(PROFILES_IN_EFFECT + " AND c.client_id = :clientId")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("now", Timestamps.of(now))
			.query(RiskData::profile)
			.optional()
			.map(profile -> cashBalances.of(new TenantId(tenantId), new ClientId(clientId))
				.map(profile::withCashBalance)
				.orElse(profile));
	}

	/**
	 * Whether one of the customer's monitoring records in effect now bans it; empty for a customer the tenant does
	 * not have. One statement, for the standing of customers of tenants whose parameter records ban no one.
	 */
	Optional<Boolean> bannedByMonitoring(UUID tenantId, UUID clientId, Instant now) {
		return jdbc.sql("SELECT EXISTS (SELECT 1 FROM aml_monitoring_records m WHERE m.tenant_id = c.tenant_id "
				+ "AND m.active_customer_id = c.client_id AND m.is_banned " + IN_EFFECT.formatted("m")
				+ ") FROM aml_customers c WHERE c.tenant_id = :tenantId AND c.client_id = :clientId")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("now", Timestamps.of(now))
			.query(Boolean.class)
			.optional();
	}

	/** Streams the profiles of the tenant's customers that are neither deleted nor rejected. */
	void forEachActiveProfile(UUID tenantId, Instant now, Consumer<CustomerProfile> consumer) {
		Map<ClientId, CashBalance> ledgerBalances = cashBalances.ofTenant(new TenantId(tenantId));
		jdbc.sql(PROFILES_IN_EFFECT + " AND c.status NOT IN ('Deleted', 'Rejected') ORDER BY c.client_id")
			.param("tenantId", tenantId)
			.param("now", Timestamps.of(now))
			.query(rs -> {
				CustomerProfile profile = profile(rs, 0);
				CashBalance ledgerBalance = ledgerBalances.get(new ClientId(profile.clientId()));
				consumer.accept(ledgerBalance == null ? profile : profile.withCashBalance(ledgerBalance));
			});
	}

	List<UUID> tenantsWithCustomers() {
		return jdbc.sql("SELECT DISTINCT tenant_id FROM aml_customers").query(UUID.class).list();
	}

	private static RiskParameter parameter(ParameterRecord record) {
		ParameterFields f = record.fields();
		ParameterFields.Codes codes = f.codes();
		return new RiskParameter(record.id(), record.family(), record.riskFactor(), record.isBanned(), f.amounts(),
				f.counts(), new RiskParameter.Codes(nameOf(codes.occupationGroupCode()), codes.countryCode(),
						codes.sectorCode(), nameOf(codes.accountUsageType())));
	}

	private static @Nullable String nameOf(@Nullable Enum<?> value) {
		return value == null ? null : value.name();
	}

	private static CustomerProfile profile(ResultSet rs, int row) throws SQLException {
		Map<MonitoringFamily, CustomerProfile.ActiveMonitoring> monitoring = new EnumMap<>(MonitoringFamily.class);
		active(rs, "pep", MonitoringFamily.Pep, monitoring);
		active(rs, "sanction", MonitoringFamily.Sanction, monitoring);
		active(rs, "other", MonitoringFamily.Other, monitoring);
		BigDecimal cashBalance = rs.getBigDecimal("cash_balance");
		return new CustomerProfile(rs.getObject("tenant_id", UUID.class), rs.getObject("client_id", UUID.class),
				new ClientIdentity(rs.getString("client_key"), rs.getString("name"), rs.getString("surname"),
						rs.getString("client_type")),
				new CustomerProfile.Traits(rs.getString("country_of_origin"), rs.getString("residency_country"),
						rs.getString("occupation_group"), rs.getString("sector_code"),
						rs.getString("account_usage_type")),
				new CustomerProfile.ReferenceAccounts(rs.getObject("default_bank_account_id", UUID.class),
						rs.getObject("default_internal_account_id", UUID.class), rs.getString("bank_account_country"),
						rs.getString("bank_account_iban")),
				cashBalance, rs.getString("cash_balance_currency"), monitoring);
	}

	private static void active(ResultSet rs, String prefix, MonitoringFamily family,
			Map<MonitoringFamily, CustomerProfile.ActiveMonitoring> monitoring) throws SQLException {
		UUID id = rs.getObject(prefix + "_id", UUID.class);
		if (id != null) {
			monitoring.put(family, new CustomerProfile.ActiveMonitoring(id, rs.getBoolean(prefix + "_banned")));
		}
	}
}

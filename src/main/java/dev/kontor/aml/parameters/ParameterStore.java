package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.OccupationGroup;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.ChangeTrailColumns;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of parameter records of all families ({@code aml_parameters}). */
@Repository
@RequiredArgsConstructor
class ParameterStore {

	private static final String COLUMNS = "id, tenant_id, family, is_active, active_key, risk_factor, is_banned, "
			+ "min_amount, max_amount, currency_code, min_count, max_count, occupation_group_code, country_code, "
			+ "country_name, country_group, sector_code, account_usage_type, created_date, updated_date, "
			+ "created_user_id, updated_user_id";

	private static final String PARAMETERS = ":id, :tenantId, :family, :isActive, :activeKey, :riskFactor, "
			+ ":isBanned, :minAmount, :maxAmount, :currencyCode, :minCount, :maxCount, :occupationGroupCode, "
			+ ":countryCode, :countryName, :countryGroup, :sectorCode, :accountUsageType, :createdDate, :updatedDate, "
			+ ":createdUserId, :updatedUserId";

	private static final String IN_CREATION_ORDER = " ORDER BY created_date, id";

	private final JdbcClient jdbc;

	void insert(ParameterRecord parameterRecord) {
		jdbc.sql("INSERT INTO aml_parameters (" + COLUMNS + ") VALUES (" + PARAMETERS + ")")
			.params(parameters(parameterRecord))
			.update();
	}

	/**
	 * Writes everything but the id, tenant, family and creation fields, which never change, if the row still has
	 * the version read; false when a concurrent write changed it meanwhile.
	 */
	boolean update(ParameterRecord parameterRecord, long versionRead) {
		return jdbc.sql("UPDATE aml_parameters SET is_active = :isActive, active_key = :activeKey, "
				+ "risk_factor = :riskFactor, is_banned = :isBanned, min_amount = :minAmount, max_amount = :maxAmount, "
				+ "currency_code = :currencyCode, min_count = :minCount, max_count = :maxCount, "
				+ "occupation_group_code = :occupationGroupCode, country_code = :countryCode, "
				+ "country_name = :countryName, country_group = :countryGroup, sector_code = :sectorCode, "
				+ "account_usage_type = :accountUsageType, updated_date = :updatedDate, "
				+ "updated_user_id = :updatedUserId, version = version + 1 "
				+ "WHERE id = :id AND tenant_id = :tenantId AND family = :family AND version = :versionRead")
			.params(parameters(parameterRecord))
			.param("versionRead", versionRead)
			.update() == 1;
	}

	/** The record with the version of its row, which {@link #update} compares. */
	Optional<Versioned<ParameterRecord>> find(UUID tenantId, ParameterFamily family, UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + ", version FROM aml_parameters "
				+ "WHERE id = :id AND tenant_id = :tenantId AND family = :family")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("family", family.name())
			.query((rs, rowNum) -> new Versioned<>(parameterRecord(rs, rowNum), rs.getLong("version")))
			.optional();
	}

	List<ParameterRecord> list(UUID tenantId, ParameterFamily family, boolean includeInactive) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM aml_parameters WHERE tenant_id = :tenantId AND family = :family"
				+ (includeInactive ? "" : " AND is_active") + IN_CREATION_ORDER)
			.param("tenantId", tenantId)
			.param("family", family.name())
			.query(ParameterStore::parameterRecord)
			.list();
	}

	List<ParameterRecord> active(UUID tenantId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM aml_parameters WHERE tenant_id = :tenantId AND is_active "
				+ "ORDER BY family, created_date, id")
			.param("tenantId", tenantId)
			.query(ParameterStore::parameterRecord)
			.list();
	}

	private static Map<String, @Nullable Object> parameters(ParameterRecord r) {
		ParameterFields f = r.fields();
		ParameterFields.Codes codes = f.codes();
		Map<String, @Nullable Object> values = new HashMap<>();
		values.put("id", r.id());
		values.put("tenantId", r.tenantId());
		values.put("family", r.family().name());
		values.put("isActive", r.isActive());
		values.put("activeKey", r.activeKey());
		values.put("riskFactor", r.riskFactor());
		values.put("isBanned", r.isBanned());
		values.put("minAmount", f.amounts().minAmount());
		values.put("maxAmount", f.amounts().maxAmount());
		values.put("currencyCode", f.amounts().currencyCode());
		values.put("minCount", f.counts().minCount());
		values.put("maxCount", f.counts().maxCount());
		values.put("occupationGroupCode", codes.occupationGroupCode() == null ? null : codes.occupationGroupCode().name());
		values.put("countryCode", codes.countryCode());
		values.put("countryName", codes.countryName());
		values.put("countryGroup", codes.countryGroup());
		values.put("sectorCode", codes.sectorCode());
		values.put("accountUsageType", codes.accountUsageType() == null ? null : codes.accountUsageType().name());
		values.putAll(ChangeTrailColumns.parameters(r.keeping()));
		return values;
	}

	private static ParameterRecord parameterRecord(ResultSet rs, int rowNum) throws SQLException {
		String occupationGroup = rs.getString("occupation_group_code");
		String accountUsageType = rs.getString("account_usage_type");
		ParameterFields fields = new ParameterFields(
				new ParameterFields.AmountRange(amount(rs, "min_amount"), amount(rs, "max_amount"),
						rs.getString("currency_code")),
				new ParameterFields.CountRange(rs.getObject("min_count", Integer.class),
						rs.getObject("max_count", Integer.class)),
				new ParameterFields.Codes(occupationGroup == null ? null : OccupationGroup.valueOf(occupationGroup),
						rs.getString("country_code"), rs.getString("country_name"), rs.getString("country_group"),
						rs.getString("sector_code"),
						accountUsageType == null ? null : AccountUsageType.valueOf(accountUsageType)));
		return new ParameterRecord(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				ParameterFamily.valueOf(rs.getString("family")), rs.getBoolean("is_active"), rs.getInt("risk_factor"),
				rs.getBoolean("is_banned"), fields, ChangeTrailColumns.read(rs));
	}

	private static @Nullable BigDecimal amount(ResultSet rs, String column) throws SQLException {
		BigDecimal amount = rs.getBigDecimal(column);
		return amount == null ? null : Decimals.plain(amount);
	}
}

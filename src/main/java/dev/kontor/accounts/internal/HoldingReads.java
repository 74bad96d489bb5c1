package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.Holdings;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** The module's {@link Holdings}, read from the positions and the securities movements. */
@Component
class HoldingReads implements Holdings {

	private final JdbcClient jdbc;

	HoldingReads(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Override
	public Set<TenantId> tenantsHolding(String isinCode) {
		return new HashSet<>(jdbc.sql("SELECT DISTINCT tenant_id FROM positions WHERE isin_code = :isin AND quantity > 0")
			.param("isin", isinCode)
			.query((rs, row) -> new TenantId(rs.getObject(1, UUID.class)))
			.list());
	}

	@Override
	public List<SettledHolding> settledAt(String isinCode, LocalDate date) {
		return jdbc.sql("SELECT m.tenant_id, d.client_id, m.deposit_account_id, m.provider, SUM(m.quantity) "
				+ "FROM security_movements m JOIN deposit_accounts d ON d.id = m.deposit_account_id "
				+ "WHERE m.isin_code = :isin AND m.value_date <= :date "
				+ "GROUP BY m.tenant_id, d.client_id, m.deposit_account_id, m.provider HAVING SUM(m.quantity) > 0 "
				+ "ORDER BY m.tenant_id, d.client_id, m.deposit_account_id, m.provider")
			.param("isin", isinCode)
			.param("date", date)
			.query((rs, row) -> new SettledHolding(new TenantId(rs.getObject(1, UUID.class)),
					new ClientId(rs.getObject(2, UUID.class)), new DepositAccountId(rs.getObject(3, UUID.class)),
					TradeProvider.valueOf(rs.getString(4)), rs.getBigDecimal(5)))
			.list();
	}

	@Override
	public BigDecimal heldBy(TenantId tenantId, ClientId clientId, String isinCode) {
		return jdbc.sql("SELECT COALESCE(SUM(p.quantity), 0) FROM positions p JOIN deposit_accounts d "
				+ "ON d.id = p.deposit_account_id WHERE p.isin_code = :isin AND p.tenant_id = :tenantId "
				+ "AND d.client_id = :clientId")
			.param("isin", isinCode)
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query(BigDecimal.class)
			.single();
	}

	@Override
	public Optional<InternalAccountId> payoutAccount(TenantId tenantId, ClientId clientId, String currencyCode,
			@Nullable InternalAccountId preferred) {
		List<UUID> active = jdbc.sql("SELECT id FROM internal_accounts WHERE tenant_id = :tenantId AND "
				+ "client_id = :clientId AND currency_code = :currencyCode AND status = 'Active' ORDER BY id")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.param("currencyCode", currencyCode)
			.query(UUID.class)
			.list();
		if (preferred != null && active.contains(preferred.value())) {
			return Optional.of(preferred);
		}
		return active.size() == 1 ? Optional.of(new InternalAccountId(active.getFirst())) : Optional.empty();
	}
}

package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

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
@RequiredArgsConstructor
class HoldingReads implements Holdings {

	/** Client records in one {@code IN} list: far below the parameters a statement may have. */
	private static final int CLIENTS_PER_STATEMENT = 1000;

	private final JdbcClient jdbc;

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
		Map<ClientId, @Nullable InternalAccountId> asked = new HashMap<>();
		asked.put(clientId, preferred);
		return Optional.ofNullable(payoutAccounts(tenantId, asked, currencyCode).get(clientId));
	}

	@Override
	public Map<ClientId, InternalAccountId> payoutAccounts(TenantId tenantId,
			Map<ClientId, @Nullable InternalAccountId> preferred, String currencyCode) {
		List<UUID> clientIds = preferred.keySet().stream().map(ClientId::value).sorted().toList();
		Map<ClientId, List<InternalAccountId>> active = new HashMap<>();
		for (int from = 0; from < clientIds.size(); from += CLIENTS_PER_STATEMENT) {
			jdbc.sql("SELECT client_id, id FROM internal_accounts WHERE tenant_id = :tenantId AND client_id IN "
					+ "(:clientIds) AND currency_code = :currencyCode AND status = 'Active' ORDER BY client_id, id")
				.param("tenantId", tenantId.value())
				.param("clientIds", clientIds.subList(from, Math.min(clientIds.size(), from + CLIENTS_PER_STATEMENT)))
				.param("currencyCode", currencyCode)
				.query(rs -> {
					active.computeIfAbsent(new ClientId(rs.getObject(1, UUID.class)), client -> new ArrayList<>())
						.add(new InternalAccountId(rs.getObject(2, UUID.class)));
				});
		}
		Map<ClientId, InternalAccountId> payout = new HashMap<>();
		active.forEach((clientId, accounts) -> {
			InternalAccountId wanted = preferred.get(clientId);
			if (wanted != null && accounts.contains(wanted)) {
				payout.put(clientId, wanted);
			}
			else if (accounts.size() == 1) {
				payout.put(clientId, accounts.getFirst());
			}
		});
		return payout;
	}
}

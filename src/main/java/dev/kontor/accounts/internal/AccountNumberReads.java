package dev.kontor.accounts.internal;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.shared.TenantId;

/** The numbers of a tenant's accounts of either kind, read by id for the documents that name them. */
@Component
@RequiredArgsConstructor
class AccountNumberReads {

	/** Ids in one {@code IN} list: far below the parameters a statement may have. */
	private static final int PER_STATEMENT = 1000;

	private final JdbcClient jdbc;

	Map<UUID, String> of(TenantId tenantId, Collection<UUID> accountIds) {
		List<UUID> ids = List.copyOf(accountIds);
		Map<UUID, String> numbers = new HashMap<>();
		for (int from = 0; from < ids.size(); from += PER_STATEMENT) {
			jdbc.sql("SELECT id, account_number FROM internal_accounts WHERE tenant_id = :tenantId AND id IN (:ids) "
					+ "UNION ALL SELECT id, account_number FROM deposit_accounts WHERE tenant_id = :tenantId "
					+ "AND id IN (:ids)")
				.param("tenantId", tenantId.value())
				.param("ids", ids.subList(from, Math.min(ids.size(), from + PER_STATEMENT)))
				.query((rs, n) -> numbers.put(rs.getObject(1, UUID.class), rs.getString(2)))
				.list();
		}
		return numbers;
	}
}

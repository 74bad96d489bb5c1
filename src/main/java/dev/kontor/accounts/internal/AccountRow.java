package dev.kontor.accounts.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.DepositAccountSnapshot;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * What every account's row holds, whatever its kind. A deposit account holds nothing else (its securities are
 * positions of their own), so this is also the row of {@code deposit_accounts}; an internal account adds its money
 * ({@link InternalAccountRow}).
 */
record AccountRow(UUID id, UUID tenantId, UUID clientId, AccountStatus status, Instant createdDate,
		Instant updatedDate, UUID createdUserId, UUID updatedUserId) {

	/** The columns {@link #at} reads, in its order. */
	static final String COLUMNS = "id, tenant_id, client_id, status, created_date, updated_date, created_user_id, "
			+ "updated_user_id";

	/** How many columns {@link #COLUMNS} names. */
	static final int WIDTH = 8;

	/** A new account of the client: Initial, opened and last changed by the actor now. */
	static AccountRow opened(UUID id, UUID tenantId, UUID clientId, Instant now, UUID actorId) {
		return new AccountRow(id, tenantId, clientId, AccountStatus.Initial, now, now, actorId, actorId);
	}

	/** The row whose {@link #COLUMNS} start at column {@code first} of the result. */
	static AccountRow at(ResultSet rs, int first) throws SQLException {
		int c = first;
		return new AccountRow(rs.getObject(c, UUID.class), rs.getObject(c + 1, UUID.class),
				rs.getObject(c + 2, UUID.class), AccountStatus.valueOf(rs.getString(c + 3)),
				Timestamps.instant(rs, c + 4), Timestamps.instant(rs, c + 5), rs.getObject(c + 6, UUID.class),
				rs.getObject(c + 7, UUID.class));
	}

	DepositAccountView depositView() {
		return new DepositAccountView(id, tenantId, clientId, status, createdDate, updatedDate);
	}

	DepositAccountSnapshot depositSnapshot() {
		return new DepositAccountSnapshot(new DepositAccountId(id), new TenantId(tenantId),
				new ClientId(clientId), status);
	}
}

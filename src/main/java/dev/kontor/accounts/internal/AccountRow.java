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
record AccountRow(UUID id, UUID tenantId, UUID clientId, String accountNumber, AccountStatus status,
		Instant createdDate, Instant updatedDate, UUID createdUserId, UUID updatedUserId) {

	/** The columns {@link #at} reads, in its order. */
	static final String COLUMNS = "id, tenant_id, client_id, account_number, status, created_date, updated_date, created_user_id, "
			+ "updated_user_id";

	/** How many columns {@link #COLUMNS} names. */
	static final int WIDTH = 9;

	/** A new account of the client: Initial, opened and last changed by the actor now. */
	static AccountRow opened(UUID id, UUID tenantId, UUID clientId, String accountNumber, Instant now, UUID actorId) {
		return new AccountRow(id, tenantId, clientId, accountNumber, AccountStatus.Initial, now, now, actorId, actorId);
	}

	/** The row whose {@link #COLUMNS} start at column {@code first} of the result. */
	static AccountRow at(ResultSet rs, int first) throws SQLException {
		int c = first;
		return new AccountRow(rs.getObject(c, UUID.class), rs.getObject(c + 1, UUID.class),
				rs.getObject(c + 2, UUID.class), rs.getString(c + 3), AccountStatus.valueOf(rs.getString(c + 4)),
				Timestamps.instant(rs, c + 5), Timestamps.instant(rs, c + 6), rs.getObject(c + 7, UUID.class),
				rs.getObject(c + 8, UUID.class));
	}

	DepositAccountView depositView() {
		return new DepositAccountView(id, tenantId, clientId, accountNumber, status, createdDate, updatedDate);
	}

	DepositAccountSnapshot depositSnapshot() {
		return new DepositAccountSnapshot(new DepositAccountId(id), new TenantId(tenantId),
				new ClientId(clientId), status);
	}
}

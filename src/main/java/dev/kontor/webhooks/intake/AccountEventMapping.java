package dev.kontor.webhooks.intake;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.CashTransactionBooked;
import dev.kontor.accounts.DepositAccountCreated;
import dev.kontor.accounts.DepositAccountStatementCreated;
import dev.kontor.accounts.DepositAccountStatusChanged;
import dev.kontor.accounts.InternalAccountCreated;
import dev.kontor.accounts.InternalAccountStatementCreated;
import dev.kontor.accounts.InternalAccountStatusChanged;
import dev.kontor.accounts.LossThresholdReported;
import dev.kontor.accounts.SecurityMovementBooked;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the accounts module's domain events into catalogue events, in the transaction that published them. The
 * events carry the account's client record, the only one they concern, so the intake need not look the account up.
 */
@Component
@RequiredArgsConstructor
class AccountEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(InternalAccountCreated created) {
		accept(created.tenantId(), EventType.BONewInternalAccountCreate,
				Map.of("internalAccountId", created.internalAccountId().toString()), created.clientId());
	}

	@EventListener
	void on(DepositAccountCreated created) {
		accept(created.tenantId(), EventType.BONewDepositAccountCreate,
				Map.of("depositAccountId", created.depositAccountId().toString()), created.clientId());
	}

	@EventListener
	void on(InternalAccountStatusChanged changed) {
		accept(changed.tenantId(), EventType.BOInternalAccountStateUpdate,
				Map.of("internalAccountId", changed.internalAccountId().toString()), changed.clientId());
	}

	@EventListener
	void on(DepositAccountStatusChanged changed) {
		accept(changed.tenantId(), EventType.BODepositAccountStateUpdate,
				Map.of("depositAccountId", changed.depositAccountId().toString()), changed.clientId());
	}

	@EventListener
	void on(CashTransactionBooked booked) {
		accept(booked.tenantId(), EventType.NewInternalAccountTransaction,
				Map.of("internalAccountId", booked.internalAccountId().toString(), "internalAccountTransactionId",
						booked.transactionId().toString()),
				booked.clientId());
	}

	@EventListener
	void on(SecurityMovementBooked booked) {
		accept(booked.tenantId(), EventType.NewDepositAccountTransaction,
				Map.of("depositAccountId", booked.depositAccountId().toString(), "depositAccountTransactionId",
						booked.movementId().toString()),
				booked.clientId());
	}

	@EventListener
	void on(InternalAccountStatementCreated created) {
		accept(created.tenantId(), EventType.NewInternalAccountStatement,
				Map.of("internalAccountId", created.internalAccountId().toString(), "year",
						String.valueOf(created.year()), "fileNumber", String.valueOf(created.fileNumber())),
				created.clientId());
	}

	@EventListener
	void on(DepositAccountStatementCreated created) {
		accept(created.tenantId(), EventType.NewDepositAccountStatement,
				Map.of("depositAccountId", created.depositAccountId().toString(), "year",
						String.valueOf(created.year()), "fileNumber", String.valueOf(created.fileNumber())),
				created.clientId());
	}

	@EventListener
	void on(LossThresholdReported reported) {
		accept(reported.tenantId(), EventType.LossThresholdReport, Map.of("clientId", reported.clientId().toString(),
				"snapshotDate", reported.snapshotDate().toString()), reported.clientId());
	}

	private void accept(TenantId tenantId, EventType type, Map<String, String> parameters, ClientId clientId) {
		intake.acceptOfClient(tenantId.value(), type, parameters, clientId.value());
	}
}

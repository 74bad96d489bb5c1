package dev.kontor.console;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A deposit (a direct debit with its mandate) and a withdrawal of a client record, written straight into the
 * payments tables for the back-office pages that list and show them.
 */
final class PaymentRecords {

	private PaymentRecords() {
	}

	/** A direct debit of 2,500 EUR, Evaluating, with the AML evaluation given. */
	static UUID directDebit(JdbcClient jdbc, UUID tenantId, UUID clientId, UUID evaluationId) {
		UUID mandate = UUID.randomUUID();
		UUID account = UUID.randomUUID();
		UUID bankAccount = UUID.randomUUID();
		OffsetDateTime now = OffsetDateTime.now();
		jdbc.sql("INSERT INTO payment_mandates (id, tenant_id, client_id, bank_account_id, internal_account_id, "
				+ "status, created_user_id, created_date, updated_date) VALUES (:id, :tenantId, :clientId, :bank, :account, "
				+ "'Active', :tenantId, :now, :now)")
			.param("id", mandate)
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.param("bank", bankAccount)
			.param("account", account)
			.param("now", now)
			.update();
		UUID id = UUID.randomUUID();
		jdbc.sql("INSERT INTO payment_direct_debits (id, tenant_id, mandate_id, client_id, bank_account_id, "
				+ "internal_account_id, amount, currency_code, status, evaluation_id, created_user_id, created_date, "
				+ "updated_date) VALUES (:id, :tenantId, :mandate, :clientId, :bank, :account, :amount, 'EUR', "
				+ "'Evaluating', :evaluation, :tenantId, :now, :now)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("mandate", mandate)
			.param("clientId", clientId)
			.param("bank", bankAccount)
			.param("account", account)
			.param("amount", new BigDecimal("2500"))
			.param("evaluation", evaluationId)
			.param("now", now)
			.update();
		return id;
	}

	/** A withdrawal of 40 EUR, Approved. */
	static UUID withdrawal(JdbcClient jdbc, UUID tenantId, UUID clientId) {
		UUID id = UUID.randomUUID();
		OffsetDateTime now = OffsetDateTime.now();
		jdbc.sql("INSERT INTO payment_withdrawals (id, tenant_id, internal_account_id, "
				+ "initiator_withdrawal_request_id, client_id, bank_account_id, amount, currency_code, status, reservation_id, created_user_id, "
				+ "created_date, updated_date) VALUES (:id, :tenantId, :account, :request, :clientId, :bank, 40, "
				+ "'EUR', 'Approved', :reservation, :tenantId, :now, :now)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("account", UUID.randomUUID())
			.param("request", UUID.randomUUID())
			.param("clientId", clientId)
			.param("bank", UUID.randomUUID())
			.param("reservation", UUID.randomUUID())
			.param("now", now)
			.update();
		return id;
	}
}

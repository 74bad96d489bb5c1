package dev.kontor.aml.customers;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.audit.AuditSubject;
import dev.kontor.aml.audit.AuditTrail;
import dev.kontor.aml.audit.AuditedEntity;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Records the cash balances the back office reports, each with its audit entry (before: the balance it replaced, null
 * for the first report).
 */
@Service
@RequiredArgsConstructor
class CashBalances {

	private final AmlCustomers customers;

	private final AuditTrail audit;

	private final Clock clock;

	/**
	 * Replaces the balance only where it is still the one read, so that of two reports at once one answers 409
	 * rather than both succeed with a history in which one of them never happened.
	 */
	@Transactional
	ReportedCashBalance report(UUID tenantId, Actor actor, UUID customerId, BigDecimal amount, String currencyCode) {
		AmlCustomers.CurrentCashBalance current = customers.cashBalance(tenantId, customerId)
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
		ReportedCashBalance reported = new ReportedCashBalance(customerId, Decimals.plain(amount), currencyCode,
				Timestamps.now(clock));
		if (!customers.reportCashBalance(tenantId, reported, current.version())) {
			throw new Conflict("The customer's cash balance was reported by another request meanwhile; send it anew");
		}
		audit.record(new AuditSubject(AuditedEntity.CashBalance, tenantId, customerId, null), actor,
				current.reported(), reported);
		return reported;
	}
}

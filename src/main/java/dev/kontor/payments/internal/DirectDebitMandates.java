package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.payments.Mandate;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.MandateStatus;
import dev.kontor.payments.NewMandate;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/** SEPA direct debit mandates: a client's active bank account collecting into the client's active euro account. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class DirectDebitMandates {

	private final Mandates mandates;

	private final Parties parties;

	private final Ids ids;

	private final Clock clock;

	@Transactional
	public Mandate create(TenantId tenantId, UUID actorId, NewMandate request) {
		MoneyRoute route = new MoneyRoute(tenantId, new ClientId(request.clientId()),
				new BankAccountId(request.bankAccountId()), new InternalAccountId(request.internalAccountId()));
		InternalAccountSnapshot account = parties.internalAccountOfBody(tenantId, route.internalAccountId());
		PaymentRules.check()
			.internalAccount(account, route.clientId())
			.sepaAccount(account)
			.bankAccount(parties.bankAccount(tenantId, route.bankAccountId()), route.clientId())
			.orRefuse("The mandate breaks a rule");
		Instant now = Timestamps.now(clock);
		MandateRow mandate = new MandateRow(new MandateId(ids.next()), route, MandateStatus.Active, actorId, now, now);
		mandates.insert(mandate);
		return mandate.view();
	}

	@Transactional(readOnly = true)
	public Mandate get(TenantId tenantId, MandateId id) {
		return find(tenantId, id).view();
	}

	/**
	 * Revokes a mandate: it collects no more; instructions already made go on. Revoked again changes nothing; a
	 * revoked mandate is not made active again (409): the client signs a new one.
	 */
	@Transactional
	public Mandate changeStatus(TenantId tenantId, MandateId id, MandateStatus status) {
		MandateRow current = find(tenantId, id);
		if (current.status() == status) {
			return current.view();
		}
		if (status != MandateStatus.Revoked) {
			throw new Conflict("A revoked mandate stays revoked; create a new one");
		}
		MandateRow revoked = current.withStatus(status, Timestamps.now(clock));
		if (!mandates.updateStatus(revoked, current.status())) {
			throw new Conflict("The mandate was changed meanwhile; read it again");
		}
		return revoked.view();
	}

	MandateRow find(TenantId tenantId, MandateId id) {
		return mandates.find(tenantId, id).orElseThrow(() -> new NotFound("No SEPA direct debit mandate with this id"));
	}
}

package dev.kontor.payments;

import java.time.LocalDate;

import dev.kontor.shared.TenantId;

/**
 * A direct debit as a bank file needs it: the amount, the mandate (its id and the day it was signed, which is the
 * day it was created), whether it is the mandate's first collection (sequence type FRST) or a recurring one (RCUR),
 * and the debtor.
 */
public record DirectDebitHandedOver(TenantId tenantId, DirectDebitId id, Money money, MandateId mandateId,
		LocalDate mandateSigned, boolean firstOfMandate, BankParty debtor) {
}

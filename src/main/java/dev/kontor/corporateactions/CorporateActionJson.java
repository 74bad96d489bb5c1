package dev.kontor.corporateactions;

import dev.kontor.shared.Decimals;
import dev.kontor.shared.web.DocumentOrderJson;

/**
 * Writes a corporate action flat, its fields in the contract's order (the status stands between the kind of event
 * and its dates there), amounts without trailing zeros.
 */
final class CorporateActionJson extends DocumentOrderJson<CorporateAction> {

	@Override
	protected void writeFields(CorporateAction action, Fields fields) {
		Announcement announcement = action.announcement();
		Announcement.KeyDates dates = announcement.dates();
		Announcement.CashTerms cash = announcement.cash();
		Announcement.ShareTerms shares = announcement.shares();
		fields.write("corporateActionId", action.corporateActionId().value())
			.write("isinCode", announcement.isinCode())
			.write("eventType", announcement.eventType())
			.write("mandatoryVoluntary", announcement.mandatoryVoluntary())
			.write("status", action.status())
			.write("exDate", dates.exDate())
			.write("recordDate", dates.recordDate())
			.write("paymentDate", dates.paymentDate())
			.write("electionDeadline", dates.electionDeadline())
			.write("meetingDate", dates.meetingDate())
			.write("currencyCode", cash.currencyCode())
			.write("grossAmountPerShare", Decimals.plainOrNull(cash.grossAmountPerShare()))
			.write("withholdingTaxRate", Decimals.plainOrNull(cash.withholdingTaxRate()))
			.write("ratioNew", Decimals.plainOrNull(shares.ratioNew()))
			.write("ratioOld", Decimals.plainOrNull(shares.ratioOld()))
			.write("newIsinCode", shares.newIsinCode())
			.write("cashInLieuPrice", Decimals.plainOrNull(shares.cashInLieuPrice()))
			.write("options", announcement.options())
			.write("description", announcement.description())
			.write("source", action.source())
			.write("createdDate", action.createdDate())
			.write("updatedDate", action.updatedDate());
	}
}

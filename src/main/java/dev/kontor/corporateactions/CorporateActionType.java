package dev.kontor.corporateactions;

/** What a corporate action does (contract section 10, {@code eventType}). */
public enum CorporateActionType {

	CashDividend, StockDividend, DividendOption, Split, ReverseSplit, BonusIssue, SpinOff, Merger, TenderOffer,
	GeneralMeeting;

	/** Whether the event changes the number of shares a holder has (its open orders are cancelled on the ex date). */
	public boolean changesShares() {
		return switch (this) {
			case StockDividend, Split, ReverseSplit, BonusIssue, Merger -> true;
			default -> false;
		};
	}
}

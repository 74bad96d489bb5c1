package dev.kontor.corporateactions.processing;

import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.OptionType;

/**
 * What a corporate action does with a quantity of an entitlement (contract section 10): the event's own treatment for
 * a mandatory event, the elected or default option's for an event with choice.
 */
enum Treatment {

	/** Cash per share, the tax withheld from it: a cash dividend, the cash option of a dividend option. */
	Distribution,

	/**
	 * The position in the same instrument becomes quantity times ratioNew over ratioOld, its cost unchanged: a split,
	 * a reverse split, a bonus issue, a stock dividend, the securities option of a dividend option.
	 */
	ShareChange,

	/** The shares give way to the new instrument's, quantity times the ratio, their cost carried over: a merger. */
	Exchange,

	/** The new instrument's shares, quantity times the ratio, come beside the old ones, at no cost: a spin-off. */
	SpinOff,

	/** The shares are given up for cash per share: the cash option of a tender offer or of a merger. */
	Surrender,

	/** Nothing is booked: a lapsed right, no action, a general meeting. */
	Nothing;

	/** The treatment of a mandatory event's whole entitled quantity. */
	static Treatment of(CorporateActionType type) {
		return switch (type) {
			case CashDividend, DividendOption -> Distribution;
			case Split, ReverseSplit, BonusIssue, StockDividend -> ShareChange;
			case Merger -> Exchange;
			case SpinOff -> SpinOff;
			case TenderOffer -> Surrender;
			case GeneralMeeting -> Nothing;
		};
	}

	/** The treatment of the quantity taking an option of an event with choice. */
	static Treatment of(CorporateActionType type, OptionType option) {
		boolean givesUpTheShares = type == CorporateActionType.TenderOffer || type == CorporateActionType.Merger;
		return switch (option) {
			case Cash -> givesUpTheShares ? Surrender : Distribution;
			case Securities -> switch (type) {
				case TenderOffer, Merger -> Exchange;
				case SpinOff -> SpinOff;
				default -> ShareChange;
			};
			case Lapse, NoAction -> Nothing;
		};
	}
}

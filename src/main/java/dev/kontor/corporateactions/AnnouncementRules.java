package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.IsoCodes;
import dev.kontor.shared.Isins;

/**
 * What an announcement must hold for its kind of event (docs/decisions.md, "Corporate actions"): every problem is
 * named by the field of the contract's body it concerns, all of them at once, as a 400.
 *
 * <ul>
 * <li>every event but a general meeting: a record date and a payment date on or after it, an ex date (when given)
 * on or before the record date;</li>
 * <li>a cash dividend, a dividend option and a tender offer: the currency and the gross amount per share (the price
 * per share tendered);</li>
 * <li>events that deliver shares (stock dividend, dividend option, split, reverse split, bonus issue, spin-off,
 * merger): both ratios; a spin-off and a merger the new ISIN; a cash-in-lieu price and its currency unless every
 * holding becomes whole shares (one old share for a whole number of new ones);</li>
 * <li>a general meeting: the meeting date;</li>
 * <li>an event with choice (MandatoryWithChoice, Voluntary): an election deadline on or before the payment date and
 * options with distinct numbers of which exactly one is the default; a cash option the currency; a securities option
 * both ratios
 * (and the cash-in-lieu price unless every holding becomes whole shares), a tender offer's the new ISIN too; a
 * mandatory event: no options.</li>
 * </ul>
 */
public final class AnnouncementRules {

	/** The longest description kept. */
	public static final int MAX_DESCRIPTION = 1000;

	/** The highest option number (three digits, as {@code :13A::CAON//} holds it). */
	public static final int MAX_OPTION_NUMBER = 999;

	/** The digits an amount, a rate or a ratio may have before and after the decimal point (as they are stored). */
	public static final int INTEGER_DIGITS = 13;

	public static final int FRACTION_DIGITS = 6;

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	private final Map<String, List<String>> errors = new LinkedHashMap<>();

	private AnnouncementRules() {
	}

	/** The announcement itself, or a 400 naming every field it lacks or holds wrongly. */
	public static Announcement require(Announcement announcement) {
		AnnouncementRules rules = new AnnouncementRules();
		rules.check(announcement);
		if (!rules.errors.isEmpty()) {
			throw new InvalidInput("The announcement is not valid for a " + announcement.eventType(), rules.errors);
		}
		return announcement;
	}

	private void check(Announcement announcement) {
		if (!Isins.isValid(announcement.isinCode())) {
			error("isinCode", Isins.MESSAGE);
		}
		if (announcement.description() != null && announcement.description().length() > MAX_DESCRIPTION) {
			error("description", "must be at most " + MAX_DESCRIPTION + " characters");
		}
		CorporateActionType type = announcement.eventType();
		checkDates(type, announcement.dates());
		checkCash(type, announcement.cash());
		checkShares(announcement);
		checkOptions(announcement);
	}

	private void checkDates(CorporateActionType type, Announcement.KeyDates dates) {
		if (type == CorporateActionType.GeneralMeeting) {
			present("meetingDate", dates.meetingDate());
			return;
		}
		present("recordDate", dates.recordDate());
		present("paymentDate", dates.paymentDate());
		if (dates.recordDate() != null) {
			notBefore("paymentDate", dates.paymentDate(), "recordDate", dates.recordDate());
			notBefore("recordDate", dates.recordDate(), "exDate", dates.exDate());
		}
	}

	private void checkCash(CorporateActionType type, Announcement.CashTerms cash) {
		boolean paysCash = switch (type) {
			case CashDividend, DividendOption, TenderOffer -> true;
			default -> false;
		};
		if (paysCash) {
			present("currencyCode", cash.currencyCode());
			present("grossAmountPerShare", cash.grossAmountPerShare());
		}
		if (cash.currencyCode() != null && !IsoCodes.isCurrency(cash.currencyCode())) {
			error("currencyCode", "must be an ISO 4217 currency code, such as EUR");
		}
		positive("grossAmountPerShare", cash.grossAmountPerShare());
		BigDecimal rate = cash.withholdingTaxRate();
		if (rate != null && (rate.signum() < 0 || rate.compareTo(HUNDRED) > 0
				|| !Decimals.fits(rate, INTEGER_DIGITS, FRACTION_DIGITS))) {
			error("withholdingTaxRate", "must be a percentage from 0 to 100 with at most " + FRACTION_DIGITS
					+ " decimals");
		}
	}

	private void checkShares(Announcement announcement) {
		Announcement.ShareTerms shares = announcement.shares();
		CorporateActionType type = announcement.eventType();
		boolean deliversShares = type.changesShares() || type == CorporateActionType.DividendOption
				|| type == CorporateActionType.SpinOff;
		if (deliversShares) {
			present("ratioNew", shares.ratioNew());
			present("ratioOld", shares.ratioOld());
			if (leavesFractions(shares)) {
				present("cashInLieuPrice", shares.cashInLieuPrice());
				present("currencyCode", announcement.cash().currencyCode());
			}
		}
		if (type == CorporateActionType.SpinOff || type == CorporateActionType.Merger) {
			present("newIsinCode", shares.newIsinCode());
		}
		positive("ratioNew", shares.ratioNew());
		positive("ratioOld", shares.ratioOld());
		positive("cashInLieuPrice", shares.cashInLieuPrice());
		if (shares.newIsinCode() != null) {
			if (!Isins.isValid(shares.newIsinCode())) {
				error("newIsinCode", Isins.MESSAGE);
			}
			else if (shares.newIsinCode().equals(announcement.isinCode())) {
				error("newIsinCode", "must differ from isinCode");
			}
		}
	}

	/** Whether some holding could become a fraction of a share: unless one old share gives a whole number of new. */
	private static boolean leavesFractions(Announcement.ShareTerms shares) {
		if (shares.ratioNew() == null || shares.ratioOld() == null) {
			return false;
		}
		return shares.ratioOld().compareTo(BigDecimal.ONE) != 0 || shares.ratioNew().stripTrailingZeros().scale() > 0;
	}

	private void checkOptions(Announcement announcement) {
		List<Announcement.ElectionOption> options = announcement.options();
		if (!announcement.mandatoryVoluntary().withChoice()) {
			if (!options.isEmpty()) {
				error("options", "must be empty for a Mandatory event");
			}
			return;
		}
		present("electionDeadline", announcement.dates().electionDeadline());
		notBefore("paymentDate", announcement.dates().paymentDate(), "electionDeadline",
				announcement.dates().electionDeadline());
		if (options.isEmpty()) {
			error("options", "must name the options of an event with choice");
			return;
		}
		Set<Integer> numbers = new HashSet<>();
		for (int i = 0; i < options.size(); i++) {
			int number = options.get(i).optionNumber();
			if (number < 1 || number > MAX_OPTION_NUMBER) {
				error("options[" + i + "].optionNumber", "must be from 1 to " + MAX_OPTION_NUMBER);
			}
			else if (!numbers.add(number)) {
				error("options[" + i + "].optionNumber", "must differ from the other options' numbers");
			}
		}
		long defaults = options.stream().filter(Announcement.ElectionOption::isDefault).count();
		if (defaults != 1) {
			error("options", "must have exactly one default option (isDefault), not " + defaults);
		}
		checkOptionTerms(announcement);
	}

	/**
	 * The terms an option needs: cash, its currency (an offer price may come later: MT564 carries it as
	 * {@code :90B::OFFR}, which the contract does not map); securities, the ratios (and what is delivered).
	 */
	private void checkOptionTerms(Announcement announcement) {
		Set<OptionType> types = new HashSet<>();
		announcement.options().forEach(option -> types.add(option.optionType()));
		if (types.contains(OptionType.Cash)) {
			present("currencyCode", announcement.cash().currencyCode());
		}
		if (types.contains(OptionType.Securities)) {
			present("ratioNew", announcement.shares().ratioNew());
			present("ratioOld", announcement.shares().ratioOld());
			if (announcement.eventType() == CorporateActionType.TenderOffer) {
				present("newIsinCode", announcement.shares().newIsinCode());
			}
			if (leavesFractions(announcement.shares())) {
				present("cashInLieuPrice", announcement.shares().cashInLieuPrice());
				present("currencyCode", announcement.cash().currencyCode());
			}
		}
	}

	private void present(String field, @Nullable Object value) {
		if (value == null) {
			error(field, "must be given for this eventType");
		}
	}

	private void positive(String field, @Nullable BigDecimal value) {
		if (value == null) {
			return;
		}
		if (value.signum() <= 0) {
			error(field, "must be greater than 0");
		}
		else if (!Decimals.fits(value, INTEGER_DIGITS, FRACTION_DIGITS)) {
			error(field, "must have at most " + INTEGER_DIGITS + " digits before the decimal point and "
					+ FRACTION_DIGITS + " after it");
		}
	}

	/** {@code later} must not be before {@code earlier}; nothing to check while either is missing. */
	private void notBefore(String laterField, @Nullable LocalDate later, String earlierField,
			@Nullable LocalDate earlier) {
		if (later != null && earlier != null && later.isBefore(earlier)) {
			error(laterField, "must be on or after " + earlierField + " (" + earlier + ")");
		}
	}

	private void error(String field, String message) {
		List<String> messages = errors.computeIfAbsent(field, key -> new ArrayList<>());
		if (!messages.contains(message)) {
			messages.add(message);
		}
	}
}

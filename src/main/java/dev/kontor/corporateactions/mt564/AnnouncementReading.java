package dev.kontor.corporateactions.mt564;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.model.SwiftTagListBlock;
import com.prowidesoftware.swift.model.field.Field13A;
import com.prowidesoftware.swift.model.field.Field17B;
import com.prowidesoftware.swift.model.field.Field20C;
import com.prowidesoftware.swift.model.field.Field22F;
import com.prowidesoftware.swift.model.field.Field23G;
import com.prowidesoftware.swift.model.field.Field35B;
import com.prowidesoftware.swift.model.field.Field70E;
import com.prowidesoftware.swift.model.mt.mt5xx.MT564;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementRules;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;

/**
 * One MT564 read into an announcement: the tags of sequences A (GENL) and B (USECU) that every notification carries,
 * the terms of sequences D and E ({@link TermsReading}), the options of sequences E and the description of sequence
 * F. An announcement that is not cancelled must meet {@link AnnouncementRules}, its problems named by the tags they
 * come from ({@link RuleTags}).
 */
final class AnnouncementReading {

	private static final int OPTION_NUMBER_DIGITS = 3;

	private final MT564 message;

	private final Problems.Of problems;

	private final List<SwiftTagListBlock> options;

	private final TermsReading terms;

	private AnnouncementReading(MT564 message, Problems.Of problems) {
		this.message = message;
		this.problems = problems;
		this.options = List.copyOf(message.getSequenceEList());
		this.terms = new TermsReading(message.getSequenceD(), options, problems);
	}

	/** The message's announcement, or null with its problems noted. */
	static @Nullable Mt564Announcement read(MT564 message, Problems.Of problems) {
		return new AnnouncementReading(message, problems).read();
	}

	private @Nullable Mt564Announcement read() {
		SwiftTagListBlock general = message.getSequenceA();
		CorporateActionId id = id(general);
		Boolean cancels = cancels(general);
		Announcement announcement = announcement(general);
		if (id == null || cancels == null || announcement == null || problems.any()) {
			return null;
		}
		return cancels || meetsRules(announcement) ? new Mt564Announcement(id, cancels, announcement) : null;
	}

	/** Everything read, or null when a part the announcement cannot do without is missing or malformed. */
	private @Nullable Announcement announcement(SwiftTagListBlock general) {
		CorporateActionType type = code(general, "CAEV", Codes.EVENTS);
		MandatoryVoluntary choice = code(general, "CAMV", Codes.CHOICES);
		String isinCode = isinCode();
		Announcement.KeyDates dates = terms.dates();
		Announcement.CashTerms cash = terms.cash();
		Announcement.ShareTerms shares = isinCode == null ? null : terms.shares(isinCode);
		List<Announcement.ElectionOption> electionOptions = options();
		String description = description();
		if (type == null || choice == null || isinCode == null || shares == null) {
			return null;
		}
		return new Announcement(isinCode, type, choice, dates, cash, shares,
				choice.withChoice() ? electionOptions : List.of(), description);
	}

	private boolean meetsRules(Announcement announcement) {
		try {
			AnnouncementRules.require(announcement);
			return true;
		}
		catch (InvalidInput broken) {
			RuleTags.note(broken.errors(), terms.sources(), problems);
			return false;
		}
	}

	private @Nullable CorporateActionId id(SwiftTagListBlock general) {
		Field20C reference = (Field20C) FieldValues.first(general, "CORP", "20C");
		if (reference == null) {
			problems.add(":20C::CORP", "is missing from sequence A (GENL)");
			return null;
		}
		try {
			return new CorporateActionId(reference.getReference());
		}
		catch (InvalidInput malformed) {
			problems.add(":20C::CORP", CorporateActionId.MESSAGE + ", not " + FieldValues.written(reference));
			return null;
		}
	}

	private @Nullable Boolean cancels(SwiftTagListBlock general) {
		Field23G function = (Field23G) general.getFieldByName("23G");
		if (function == null) {
			problems.add(":23G", "is missing from sequence A (GENL)");
			return null;
		}
		return Codes.FUNCTIONS.meaning(function.getFunction(), ":23G", problems);
	}

	private <T> @Nullable T code(SwiftTagListBlock block, String qualifier, Codes<T> codes) {
		String tag = ":22F::" + qualifier;
		Field22F indicator = (Field22F) FieldValues.first(block, qualifier, "22F");
		if (indicator == null) {
			problems.add(tag, "is missing");
			return null;
		}
		return codes.meaning(indicator.getIndicator(), tag, problems);
	}

	private @Nullable String isinCode() {
		Field35B instrument = (Field35B) message.getSequenceB().getFieldByName("35B");
		if (instrument == null) {
			problems.add(":35B", "is missing from sequence B (USECU)");
			return null;
		}
		String isin = instrument.getISIN();
		if (isin == null) {
			problems.add(":35B", "must name the instrument by its ISIN (ISIN DE0007164600), not "
					+ instrument.getValue().lines().findFirst().orElse(""));
			return null;
		}
		if (!Isins.isValid(isin)) {
			problems.add(":35B", Isins.MESSAGE);
		}
		return isin;
	}

	/** One option of each option sequence, its problems starting with the sequence's position. */
	private List<Announcement.ElectionOption> options() {
		List<Announcement.ElectionOption> read = new ArrayList<>();
		for (int i = 0; i < options.size(); i++) {
			SwiftTagListBlock sequence = options.get(i);
			String where = RuleTags.optionBlock(i) + ": ";
			Integer number = optionNumber(sequence, where);
			OptionType type = null;
			Field22F indicator = (Field22F) FieldValues.first(sequence, "CAOP", "22F");
			if (indicator == null) {
				problems.add(":22F::CAOP", where + "is missing");
			}
			else {
				type = Codes.OPTIONS.meaning(indicator.getIndicator(), ":22F::CAOP", problems);
			}
			Boolean isDefault = isDefault(sequence, where);
			if (number != null && type != null && isDefault != null) {
				read.add(new Announcement.ElectionOption(number, type, isDefault));
			}
		}
		return read;
	}

	private @Nullable Integer optionNumber(SwiftTagListBlock sequence, String where) {
		Field13A number = (Field13A) FieldValues.first(sequence, "CAON", "13A");
		if (number == null) {
			problems.add(":13A::CAON", where + "is missing");
			return null;
		}
		String digits = number.getNumberId();
		if (digits == null || digits.length() != OPTION_NUMBER_DIGITS || !digits.chars().allMatch(Character::isDigit)) {
			problems.add(":13A::CAON", where + "must be three digits, such as 001, not " + FieldValues.written(number));
			return null;
		}
		return Integer.valueOf(digits);
	}

	/** {@code :17B::DFLT//Y} or {@code N}; an option without it is not the default. */
	private @Nullable Boolean isDefault(SwiftTagListBlock sequence, String where) {
		Field17B flag = (Field17B) FieldValues.first(sequence, "DFLT", "17B");
		if (flag == null || "N".equals(flag.getFlag())) {
			return false;
		}
		if ("Y".equals(flag.getFlag())) {
			return true;
		}
		problems.add(":17B::DFLT", where + "must be Y or N, not " + FieldValues.written(flag));
		return null;
	}

	private @Nullable String description() {
		Field70E text = (Field70E) FieldValues.first(message.getSequenceF(), "ADTX", "70E");
		if (text == null) {
			return null;
		}
		String description = text.getNarrative(" ");
		return description == null || description.isBlank() ? null : description.strip();
	}
}

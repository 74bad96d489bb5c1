package dev.kontor.corporateactions.mt564;

import java.util.LinkedHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;

/** The MT564 codes this platform processes, each with what it means here, and how an unknown one is refused. */
final class Codes<T> {

	static final Codes<CorporateActionType> EVENTS = new Codes<CorporateActionType>("an event")
		.code("DVCA", CorporateActionType.CashDividend)
		.code("DVSE", CorporateActionType.StockDividend)
		.code("DVOP", CorporateActionType.DividendOption)
		.code("SPLF", CorporateActionType.Split)
		.code("SPLR", CorporateActionType.ReverseSplit)
		.code("BONU", CorporateActionType.BonusIssue)
		.code("SOFF", CorporateActionType.SpinOff)
		.code("MRGR", CorporateActionType.Merger)
		.code("TEND", CorporateActionType.TenderOffer)
		.code("MEET", CorporateActionType.GeneralMeeting);

	static final Codes<MandatoryVoluntary> CHOICES = new Codes<MandatoryVoluntary>("a mandatory or voluntary indicator")
		.code("MAND", MandatoryVoluntary.Mandatory)
		.code("CHOS", MandatoryVoluntary.MandatoryWithChoice)
		.code("VOLU", MandatoryVoluntary.Voluntary);

	static final Codes<OptionType> OPTIONS = new Codes<OptionType>("an option type")
		.code("CASH", OptionType.Cash)
		.code("SECU", OptionType.Securities)
		.code("LAPS", OptionType.Lapse)
		.code("NOAC", OptionType.NoAction);

	/** The message's function: whether it cancels the action (CANC, or WITH when the issuer withdrew the event). */
	static final Codes<Boolean> FUNCTIONS = new Codes<Boolean>("a function of the message")
		.code("NEWM", false)
		.code("REPL", false)
		.code("REPE", false)
		.code("RMDR", false)
		.code("CANC", true)
		.code("WITH", true);

	private final String what;

	private final Map<String, T> meanings = new LinkedHashMap<>();

	private Codes(String what) {
		this.what = what;
	}

	private Codes<T> code(String code, T meaning) {
		meanings.put(code, meaning);
		return this;
	}

	/** What the code means, or null with the problem noted under {@code tag}. */
	@Nullable T meaning(@Nullable String code, String tag, Problems.Of problems) {
		T meaning = code == null ? null : meanings.get(code);
		if (meaning == null) {
			String shown = code == null || code.isBlank() ? "An empty code" : code;
			problems.add(tag, shown + " is not " + what + " this platform processes; one of "
					+ String.join(", ", meanings.keySet()));
		}
		return meaning;
	}
}

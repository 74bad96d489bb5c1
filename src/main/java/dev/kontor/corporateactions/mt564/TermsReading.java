package dev.kontor.corporateactions.mt564;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.model.SwiftTagListBlock;
import com.prowidesoftware.swift.model.field.Field;
import com.prowidesoftware.swift.model.field.Field11A;
import com.prowidesoftware.swift.model.field.Field35B;
import com.prowidesoftware.swift.model.field.Field90B;
import com.prowidesoftware.swift.model.field.Field92A;
import com.prowidesoftware.swift.model.field.Field92D;
import com.prowidesoftware.swift.model.field.Field92F;
import com.prowidesoftware.swift.model.field.Field98A;
import com.prowidesoftware.swift.model.field.Field98C;
import com.prowidesoftware.swift.model.mt.mt5xx.MT564;

import dev.kontor.corporateactions.Announcement;

/**
 * The event's dates, cash terms and share terms, read from sequence D (CADETL) and then the option sequences E
 * (CAOPTN) with their movements: of each tag the first one found. Remembers which tag each value came from, so that
 * a rule's problem names the tag the message actually holds ({@link #sources()}).
 */
final class TermsReading {

	private final List<SwiftTagListBlock> terms = new ArrayList<>();

	private final List<SwiftTagListBlock> options;

	private final Problems.Of problems;

	private final Map<String, String> sources = new HashMap<>();

	TermsReading(SwiftTagListBlock details, List<SwiftTagListBlock> options, Problems.Of problems) {
		this.terms.add(details);
		this.terms.addAll(options);
		this.options = options;
		this.problems = problems;
	}

	/** The tag each announcement field was read from, by the field's name ({@code grossAmountPerShare}). */
	Map<String, String> sources() {
		return Map.copyOf(sources);
	}

	Announcement.KeyDates dates() {
		return new Announcement.KeyDates(date("exDate", "XDTE"), date("recordDate", "RDTE"),
				date("paymentDate", "PAYD"), date("electionDeadline", "MKDT"), date("meetingDate", "MEET"));
	}

	Announcement.CashTerms cash() {
		Field gross = first("grossAmountPerShare", "GRSS", "92A", "92F");
		BigDecimal grossAmount = null;
		String currencyCode = null;
		if (gross instanceof Field92A rate) {
			grossAmount = FieldValues.decimal(rate.getSign(), rate.getRate(), rate, problems);
		}
		else if (gross instanceof Field92F amount) {
			grossAmount = FieldValues.decimal(amount.getAmount(), amount, problems);
			currencyCode = FieldValues.currency(amount.getCurrencyCode(), amount, problems);
			sources.put("currencyCode", FieldValues.tag(amount));
		}
		Field92A tax = (Field92A) first("withholdingTaxRate", "TAXR", "92A");
		BigDecimal taxRate = tax == null ? null : FieldValues.decimal(tax.getSign(), tax.getRate(), tax, problems);
		return new Announcement.CashTerms(currencyCode == null ? otherCurrency() : currencyCode, grossAmount, taxRate);
	}

	/** The currency of the cash-in-lieu price, else of the first option that names one. */
	private @Nullable String otherCurrency() {
		Field90B price = (Field90B) first("currencyCode", "CINL", "90B");
		if (price != null) {
			return FieldValues.currency(price.getCurrencyCode(), price, problems);
		}
		Field11A option = (Field11A) first("currencyCode", "OPTN", "11A");
		return option == null ? null : option.getCurrencyCode();
	}

	Announcement.ShareTerms shares(String isinCode) {
		Field92D ratio = (Field92D) first("ratioNew", "NEWO", "92D");
		BigDecimal ratioNew = null;
		BigDecimal ratioOld = null;
		if (ratio != null) {
			sources.put("ratioOld", FieldValues.tag(ratio));
			ratioNew = FieldValues.decimal(ratio.getQuantity1(), ratio, problems);
			ratioOld = ratioNew == null ? null : FieldValues.decimal(ratio.getQuantity2(), ratio, problems);
		}
		Field90B price = (Field90B) first("cashInLieuPrice", "CINL", "90B");
		BigDecimal cashInLieuPrice = price == null ? null : FieldValues.decimal(price.getPrice(), price, problems);
		return new Announcement.ShareTerms(ratioNew, ratioOld, newIsinCode(isinCode), cashInLieuPrice);
	}

	/** The first ISIN of an option's securities movement (E1) that is not the event's own instrument. */
	private @Nullable String newIsinCode(String isinCode) {
		for (SwiftTagListBlock option : options) {
			for (SwiftTagListBlock movement : MT564.getSequenceE1List(option)) {
				for (Field field : movement.getFieldsByName("35B")) {
					String isin = ((Field35B) field).getISIN();
					if (isin != null && !isin.equals(isinCode)) {
						return isin;
					}
				}
			}
		}
		return null;
	}

	private @Nullable LocalDate date(String name, String qualifier) {
		Field date = first(name, qualifier, "98A", "98C");
		if (date instanceof Field98A day) {
			return FieldValues.date(day.getDate(), day, problems);
		}
		if (date instanceof Field98C dayAndTime) {
			return FieldValues.date(dayAndTime.getDate(), dayAndTime, problems);
		}
		return null;
	}

	/** The first field across sequence D and the option sequences, noted as the source of {@code name}. */
	private @Nullable Field first(String name, String qualifier, String... names) {
		for (SwiftTagListBlock block : terms) {
			Field field = FieldValues.first(block, qualifier, names);
			if (field != null) {
				sources.put(name, FieldValues.tag(field));
				return field;
			}
		}
		return null;
	}
}

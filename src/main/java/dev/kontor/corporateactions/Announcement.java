package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

/**
 * What an announcement says of a corporate action (contract section 10), in the parts that belong together: the
 * instrument and the kind of event, its dates, its cash terms, its share terms, the options of an event with choice
 * and a free text. {@link AnnouncementRules} says which parts each kind of event needs.
 */
public record Announcement(String isinCode, CorporateActionType eventType, MandatoryVoluntary mandatoryVoluntary,
		@JsonUnwrapped KeyDates dates, @JsonUnwrapped CashTerms cash, @JsonUnwrapped ShareTerms shares,
		List<ElectionOption> options, @Nullable String description) {

	public Announcement {
		Objects.requireNonNull(isinCode, "isinCode");
		Objects.requireNonNull(eventType, "eventType");
		Objects.requireNonNull(mandatoryVoluntary, "mandatoryVoluntary");
		Objects.requireNonNull(dates, "dates");
		Objects.requireNonNull(cash, "cash");
		Objects.requireNonNull(shares, "shares");
		options = List.copyOf(options);
	}

	/** The same announcement with its amounts and ratios without trailing zeros: equal figures compare equal. */
	public Announcement plain() {
		return new Announcement(isinCode, eventType, mandatoryVoluntary, dates,
				new CashTerms(cash.currencyCode(), Decimals.plainOrNull(cash.grossAmountPerShare()),
						Decimals.plainOrNull(cash.withholdingTaxRate())),
				new ShareTerms(Decimals.plainOrNull(shares.ratioNew()), Decimals.plainOrNull(shares.ratioOld()),
						shares.newIsinCode(), Decimals.plainOrNull(shares.cashInLieuPrice())),
				options, description);
	}

	/**
	 * The event's dates: from the ex date the instrument trades without the entitlement; the holders at the end of the
	 * record date are entitled; the payment date is when the bookings are made (their value date); elections are
	 * accepted until the end of the election deadline; a general meeting is held on the meeting date.
	 */
	public record KeyDates(@Nullable LocalDate exDate, @Nullable LocalDate recordDate, @Nullable LocalDate paymentDate,
			@Nullable LocalDate electionDeadline, @Nullable LocalDate meetingDate) {
	}

	/**
	 * What a cash distribution pays: {@code grossAmountPerShare} in {@code currencyCode}, of which
	 * {@code withholdingTaxRate} percent is withheld. The currency is also that of a cash-in-lieu price.
	 */
	public record CashTerms(@Nullable String currencyCode, @Nullable BigDecimal grossAmountPerShare,
			@Nullable BigDecimal withholdingTaxRate) {

		public static final CashTerms NONE = new CashTerms(null, null, null);
	}

	/**
	 * How positions change: {@code ratioNew} shares (of {@code newIsinCode} where another instrument is delivered) for
	 * every {@code ratioOld} held, a 2-for-1 split being 2 and 1; fractions of a share are paid at
	 * {@code cashInLieuPrice}.
	 */
	public record ShareTerms(@Nullable BigDecimal ratioNew, @Nullable BigDecimal ratioOld, @Nullable String newIsinCode,
			@Nullable BigDecimal cashInLieuPrice) {

		public static final ShareTerms NONE = new ShareTerms(null, null, null, null);
	}

	/** One option of an event with choice; the default one applies to what nobody elected. */
	public record ElectionOption(int optionNumber, OptionType optionType, @JsonProperty("isDefault") boolean isDefault) {

		public ElectionOption {
			Objects.requireNonNull(optionType, "optionType");
		}
	}
}

package dev.kontor.corporateactions.web;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.annotation.JsonProperty;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementRules;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;

/**
 * The announcement as the operator or a reference-data connector sends it: the contract's corporate action without
 * the fields the platform keeps ({@code status}, {@code source}, {@code createdDate}, {@code updatedDate}, ignored when
 * sent). {@code corporateActionId}, when sent, must be the path's. {@link AnnouncementRules} checks the rest.
 */
record AnnouncementBody(@Nullable String corporateActionId, @NotNull String isinCode,
		@NotNull CorporateActionType eventType, @NotNull MandatoryVoluntary mandatoryVoluntary,
		@Nullable LocalDate exDate, @Nullable LocalDate recordDate, @Nullable LocalDate paymentDate,
		@Nullable LocalDate electionDeadline, @Nullable LocalDate meetingDate, @Nullable String currencyCode,
		@Nullable BigDecimal grossAmountPerShare, @Nullable BigDecimal withholdingTaxRate,
		@Nullable BigDecimal ratioNew, @Nullable BigDecimal ratioOld, @Nullable String newIsinCode,
		@Nullable BigDecimal cashInLieuPrice, @Nullable @Size(max = 20) List<@Valid @NotNull OptionBody> options,
		@Nullable @Size(max = AnnouncementRules.MAX_DESCRIPTION) String description) {

	/** One option of an event with choice. */
	record OptionBody(@NotNull Integer optionNumber, @NotNull OptionType optionType,
			@JsonProperty("isDefault") @NotNull Boolean isDefault) {
	}

	Announcement announcement() {
		return new Announcement(isinCode, eventType, mandatoryVoluntary,
				new Announcement.KeyDates(exDate, recordDate, paymentDate, electionDeadline, meetingDate),
				new Announcement.CashTerms(currencyCode, grossAmountPerShare, withholdingTaxRate),
				new Announcement.ShareTerms(ratioNew, ratioOld, newIsinCode, cashInLieuPrice),
				options == null ? List.of()
						: options.stream()
							.map(option -> new Announcement.ElectionOption(option.optionNumber(), option.optionType(),
									option.isDefault()))
							.toList(),
				description);
	}
}

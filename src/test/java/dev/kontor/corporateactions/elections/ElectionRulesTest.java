package dev.kontor.corporateactions.elections;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementSource;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.OptionType;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * When an election is taken, without Spring: events with choice still announced until the end of their deadline, the
 * action's own options, at most the entitled quantity.
 */
class ElectionRulesTest {

	private static final LocalDate TODAY = LocalDate.of(2026, 11, 29);

	static Stream<Arguments> actionsTakingElections() {
		return Stream.of(arguments(MandatoryVoluntary.MandatoryWithChoice, TODAY),
				arguments(MandatoryVoluntary.Voluntary, TODAY.plusDays(1)));
	}

	@ParameterizedTest
	@MethodSource("actionsTakingElections")
	void anAnnouncedEventWithChoiceTakesElectionsUntilTheEndOfItsDeadline(MandatoryVoluntary kind,
			LocalDate deadline) {
		assertThatCode(() -> ElectionRules.requireOpen(action(kind, CorporateActionStatus.Announced, deadline), TODAY))
			.doesNotThrowAnyException();
	}

	static Stream<Arguments> actionsTakingNone() {
		return Stream.of(arguments(action(MandatoryVoluntary.Mandatory, CorporateActionStatus.Announced, null),
				"mandatory"),
				arguments(action(MandatoryVoluntary.MandatoryWithChoice, CorporateActionStatus.Cancelled, TODAY),
						"Cancelled"),
				arguments(action(MandatoryVoluntary.Voluntary, CorporateActionStatus.Processed, TODAY), "Processed"),
				arguments(action(MandatoryVoluntary.MandatoryWithChoice, CorporateActionStatus.Announced,
						TODAY.minusDays(1)), "deadline"));
	}

	@ParameterizedTest
	@MethodSource("actionsTakingNone")
	void anActionWithoutChoiceOrNoLongerOpenTakesNoElection(CorporateAction action, String reason) {
		assertThatThrownBy(() -> ElectionRules.requireOpen(action, TODAY)).isInstanceOf(RuleViolation.class)
			.hasMessageContaining(reason);
	}

	@Test
	void onlyTheActionsOwnOptionsMayBeElected() {
		CorporateAction action = action(MandatoryVoluntary.MandatoryWithChoice, CorporateActionStatus.Announced, TODAY);

		assertThatCode(() -> ElectionRules.requireOffered(action, 2)).doesNotThrowAnyException();
		assertThatThrownBy(() -> ElectionRules.requireOffered(action, 3)).isInstanceOfSatisfying(InvalidInput.class,
				refused -> assertThat(refused.errors()).containsOnlyKeys("optionNumber"));
	}

	static Stream<Arguments> quantities() {
		return Stream.of(arguments("10", "10", false, true), arguments("10", "10", true, true),
				arguments("0.000001", "0.000001", true, true), arguments("10.000001", "10", false, false),
				arguments("10.000001", "10", true, false), arguments("1", "0", false, false),
				arguments("0.000001", "0", true, false));
	}

	@ParameterizedTest
	@MethodSource("quantities")
	void atMostTheEntitledQuantityMayBeElected(String quantity, String entitled, boolean fixed, boolean accepted) {
		EntitledQuantity.Entitled limit = new EntitledQuantity.Entitled(new BigDecimal(entitled), fixed);
		if (accepted) {
			assertThatCode(() -> ElectionRules.requireWithin(new BigDecimal(quantity), limit))
				.doesNotThrowAnyException();
		}
		else {
			assertThatThrownBy(() -> ElectionRules.requireWithin(new BigDecimal(quantity), limit))
				.isInstanceOfSatisfying(RuleViolation.class,
						refused -> assertThat(refused.errors()).containsOnlyKeys("quantity"));
		}
	}

	private static CorporateAction action(MandatoryVoluntary kind, CorporateActionStatus status,
			LocalDate deadline) {
		List<Announcement.ElectionOption> options = kind.withChoice()
				? List.of(new Announcement.ElectionOption(1, OptionType.Cash, true),
						new Announcement.ElectionOption(2, OptionType.Securities, false))
				: List.of();
		Announcement announcement = new Announcement("DE0007164600", CorporateActionType.DividendOption, kind,
				new Announcement.KeyDates(null, TODAY.plusDays(6), TODAY.plusDays(10), deadline, null),
				new Announcement.CashTerms("EUR", new BigDecimal("0.5"), null),
				new Announcement.ShareTerms(BigDecimal.ONE, BigDecimal.valueOf(20), null, new BigDecimal("9.8")), options,
				null);
		Instant now = Instant.parse("2026-11-20T10:00:00Z");
		return new CorporateAction(new CorporateActionId("CA-rules"), announcement, status, AnnouncementSource.Api, now,
				now);
	}
}

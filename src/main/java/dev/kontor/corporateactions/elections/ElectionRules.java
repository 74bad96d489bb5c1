package dev.kontor.corporateactions.elections;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.stream.Collectors;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;

/**
 * When a client record may elect (contract section 10): for an announced event with choice, until the end of its
 * election deadline (UTC), one of the event's options, for at most the quantity it is entitled to. An option the event
 * does not offer is bad input (400); everything else that depends on where the action stands breaks a rule (422).
 */
final class ElectionRules {

	private ElectionRules() {
	}

	/** Refuses an election for the action on {@code today} (UTC), whatever its option and quantity. */
	static void requireOpen(CorporateAction action, LocalDate today) {
		Announcement announcement = action.announcement();
		String id = action.corporateActionId().value();
		if (!announcement.mandatoryVoluntary().withChoice()) {
			throw new RuleViolation("Corporate action " + id + " is mandatory: there is nothing to elect");
		}
		if (action.status() != CorporateActionStatus.Announced) {
			throw new RuleViolation("Corporate action " + id + " is " + action.status()
					+ ": elections are no longer accepted");
		}
		LocalDate deadline = announcement.dates().electionDeadline();
		if (deadline != null && today.isAfter(deadline)) {
			throw new RuleViolation("The election deadline of corporate action " + id + " was " + deadline
					+ ": elections were accepted until its end (UTC)");
		}
	}

	/** Refuses an option number the action does not offer. */
	static void requireOffered(CorporateAction action, int optionNumber) {
		boolean offered = action.announcement()
			.options()
			.stream()
			.anyMatch(option -> option.optionNumber() == optionNumber);
		if (!offered) {
			throw new InvalidInput("optionNumber", "must be one of the options of corporate action "
					+ action.corporateActionId().value() + ": " + action.announcement()
						.options()
						.stream()
						.map(option -> String.valueOf(option.optionNumber()))
						.collect(Collectors.joining(", ")));
		}
	}

	/** Refuses a quantity above the entitled one, and any election of a record with no entitlement once fixed. */
	static void requireWithin(BigDecimal quantity, EntitledQuantity.Entitled entitled) {
		if (entitled.fixed() && entitled.quantity().signum() == 0) {
			throw new RuleViolation("quantity", "The client record has no entitlement to this corporate action: "
					+ "there is nothing to elect");
		}
		if (quantity.compareTo(entitled.quantity()) > 0) {
			String basis = entitled.fixed() ? "what the client record is entitled to"
					: "what the client record holds now (its entitlement is fixed after the record date)";
			throw new RuleViolation("quantity", "must be at most " + entitled.quantity().stripTrailingZeros()
				.toPlainString() + ", " + basis);
		}
	}
}

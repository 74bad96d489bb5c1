package dev.kontor.aml.officer;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.EvaluationSummary;
import dev.kontor.shared.InvalidInput;

/**
 * The rules of an officer's decision in the console: a reason of 1 to 64 characters (the evaluation record's limit)
 * is required, a note may have up to 128; and the words telling an officer that the evaluation was decided first.
 */
final class DecisionRules {

	static final int MAX_REASON = 64;

	static final int MAX_NOTE = 128;

	private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
		.withZone(ZoneOffset.UTC);

	private DecisionRules() {
	}

	static void check(@Nullable String reason, @Nullable String note) {
		if (reason == null || reason.isBlank()) {
			throw new InvalidInput("reason", "must not be blank: say why you decide so");
		}
		if (reason.length() > MAX_REASON) {
			throw new InvalidInput("reason", "must be at most " + MAX_REASON + " characters");
		}
		if (note != null && note.length() > MAX_NOTE) {
			throw new InvalidInput("note", "must be at most " + MAX_NOTE + " characters");
		}
	}

	/** "This evaluation was already Denied by another officer on 2026-11-25 18:40:12 UTC; a decision is final." */
	static String decidedFirst(EvaluationSummary current, UUID officer) {
		EvaluationSummary.Decision decision = current.decision();
		String by = decision.deciderUserId() == null ? "automatically"
				: decision.deciderUserId().equals(officer) ? "by you" : "by another officer";
		Instant when = decision.dateDecision();
		return "This evaluation was already " + decision.status() + " " + by
				+ (when == null ? "" : " on " + WHEN.format(when)) + "; a decision is final.";
	}
}

package dev.kontor.bankfiles.internal;

import java.math.BigDecimal;

/** How many of a bank file's transactions changed an instruction's status, and their sum. */
record AppliedAnswers(int count, BigDecimal sum) {

	static final AppliedAnswers NONE = new AppliedAnswers(0, BigDecimal.ZERO);

	AppliedAnswers plus(BigDecimal amount) {
		return new AppliedAnswers(count + 1, sum.add(amount));
	}
}

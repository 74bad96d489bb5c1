package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitOutcome;
import dev.kontor.payments.DirectDebitStatus;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentOutcome;
import dev.kontor.payments.PaymentSettings;
import dev.kontor.payments.PaymentStatus;

/**
 * The built-in bank, for installations without a bank connector: it answers an uploaded direct debit Received and
 * a sent credit transfer Executed once {@code kontor.payments.simulated-bank-delay} has passed. The due time is
 * stored with the instruction, so that work left over by a stopped instance is answered after a restart. Several
 * instances may look at once: each answer locks its instruction and moves it only from the status it expects, so
 * an instruction is answered once; the others find it answered and leave it.
 */
@Component
@RequiredArgsConstructor
class SimulatedBank implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(SimulatedBank.class);

	private final BankQueue queue;

	private final DirectDebitCollection collection;

	private final CreditTransfers transfers;

	private final PaymentSettings settings;

	private final Clock clock;

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::answer, settings.simulatedBankInterval(), Duration.ofSeconds(5)));
	}

	void answer() {
		if (settings.simulatedBankEnabled()) {
			answerDue(clock.instant());
		}
	}

	/** Answers what is due at {@code now}, direct debits first; answers how many instructions it answered. */
	int answerDue(Instant now) {
		int answered = 0;
		for (BankInstruction kind : BankInstruction.values()) {
			for (BankQueue.Due due : queue.due(kind, now, settings.simulatedBankBatchSize())) {
				answered += answer(kind, due);
			}
		}
		return answered;
	}

	/**
	 * One instruction's answer in its own transaction. One the ledger refuses (an account suspended meanwhile) is
	 * tried again a delay later, so that it does not hold up the others.
	 */
	private int answer(BankInstruction kind, BankQueue.Due due) {
		try {
			return answerAsTheBank(kind, due) ? 1 : 0;
		}
		catch (RuntimeException refused) {
			log.warn("The simulated bank could not answer instruction {} of tenant {}: {}", due.id(), due.tenantId(),
					refused.getMessage());
			queue.postpone(kind, due.id(), clock.instant().plus(settings.simulatedBankDelay()));
			return 0;
		}
	}

	/** The bank's good answer: an uploaded direct debit Received, a sent credit transfer Executed. */
	private boolean answerAsTheBank(BankInstruction kind, BankQueue.Due due) {
		return switch (kind) {
			case DirectDebit -> collection.answerIfStill(due.tenantId(), new DirectDebitId(due.id()),
					DirectDebitStatus.Uploaded, DirectDebitOutcome.Received);
			case CreditTransfer -> transfers.answerIfStill(due.tenantId(), new PaymentId(due.id()), PaymentStatus.Sent,
					PaymentOutcome.Executed);
		};
	}
}

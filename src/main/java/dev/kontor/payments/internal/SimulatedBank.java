package dev.kontor.payments.internal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.payments.DirectDebitOutcome;
import dev.kontor.payments.DirectDebitStatus;
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
class SimulatedBank implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(SimulatedBank.class);

	private final DirectDebits directDebits;

	private final PaymentRows payments;

	private final DirectDebitCollection collection;

	private final CreditTransfers transfers;

	private final PaymentSettings settings;

	private final Clock clock;

	SimulatedBank(DirectDebits directDebits, PaymentRows payments, DirectDebitCollection collection,
			CreditTransfers transfers, PaymentSettings settings, Clock clock) {
		this.directDebits = directDebits;
		this.payments = payments;
		this.collection = collection;
		this.transfers = transfers;
		this.settings = settings;
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::answer, settings.simulatedBankInterval(), Duration.ofSeconds(5)));
	}

	void answer() {
		if (settings.simulatedBankEnabled()) {
			answerDue(clock.instant());
		}
	}

	/** Answers what is due at {@code now}; answers how many instructions it answered. */
	int answerDue(Instant now) {
		int answered = 0;
		for (DirectDebits.Due due : directDebits.due(now, settings.simulatedBankBatchSize())) {
			answered += answer(due.tenantId(), due.id().value(), () -> collection.answerIfStill(due.tenantId(),
					due.id(), DirectDebitStatus.Uploaded, DirectDebitOutcome.Received));
		}
		for (PaymentRows.Due due : payments.due(now, settings.simulatedBankBatchSize())) {
			answered += answer(due.tenantId(), due.id().value(), () -> transfers.answerIfStill(due.tenantId(),
					due.id(), PaymentStatus.Sent, PaymentOutcome.Executed));
		}
		return answered;
	}

	/**
	 * One instruction's answer in its own transaction. One the ledger refuses (an account suspended meanwhile) is
	 * tried again a delay later, so that it does not hold up the others.
	 */
	private int answer(UUID tenantId, UUID id, Answer answer) {
		try {
			return answer.run() ? 1 : 0;
		}
		catch (RuntimeException refused) {
			log.warn("The simulated bank could not answer instruction {} of tenant {}: {}", id, tenantId,
					refused.getMessage());
			directDebits.postpone(id, clock.instant().plus(settings.simulatedBankDelay()));
			payments.postpone(id, clock.instant().plus(settings.simulatedBankDelay()));
			return 0;
		}
	}

	@FunctionalInterface
	private interface Answer {

		boolean run();
	}
}

package dev.kontor.clients.kistam;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionOperations;

import dev.kontor.clients.ChurchTaxAttribute;
import dev.kontor.clients.ClientChurchTax;
import dev.kontor.clients.ClientSettings;
import dev.kontor.clients.internal.ClientManagement;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Sends the church tax queries that are due to the configured tax authority, a batch at a time, asked at once, and
 * stores the answers of a batch in one transaction; {@code kistam-workers} batches are on their way at once. An answer is stored on the client record, with {@code
 * ClientKistamQueryAnswered}, only by the attempt that moves its query from Sent to Answered, so that a query is
 * answered once even when an attempt outlives its timeout and another instance makes it again. A failed attempt is
 * tried again after {@code kistam-retry-delay}, doubling up to {@code kistam-max-retry-delay}; after {@code
 * kistam-max-attempts} the query is Failed.
 */
@Component
class KistamAnswers implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(KistamAnswers.class);

	private static final int RECORD_ATTEMPTS = 3;

	private final KistamQueryStore store;

	private final ClientManagement clients;

	private final TaxAuthority authority;

	private final TransactionOperations transactions;

	private final ClientSettings settings;

	private final Clock clock;

	KistamAnswers(KistamQueryStore store, ClientManagement clients, List<TaxAuthority> authorities,
			TransactionOperations transactions, ClientSettings settings, Clock clock) {
		this.store = store;
		this.clients = clients;
		this.authority = authorities.stream()
			.filter(candidate -> candidate.name().equals(settings.kistamAuthority()))
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("kontor.clients.kistam-authority names no tax authority "
					+ "connector: " + settings.kistamAuthority()));
		this.transactions = transactions;
		this.settings = settings;
		this.clock = clock;
	}

	/** An attempt's outcome: the authority's answer, or why there is none. */
	private record Outcome(KistamQueryStore.Claimed query, Optional<ChurchTaxAttribute> answer,
			@Nullable String failure) {
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		Duration interval = settings.kistamPollInterval();
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, interval, interval));
	}

	private void onSchedule() {
		try {
			answerDue();
		}
		catch (RuntimeException ex) {
			log.warn("Sending the due church tax queries failed: {}", ex.toString());
		}
	}

	/** Sends the queries due now to the configured authority; answers how many were answered. */
	int answerDue() {
		return answerDue(authority);
	}

	/** {@code kistam-workers} workers at once, each claiming its own batches, until none is due. */
	int answerDue(TaxAuthority askedAuthority) {
		List<Future<Integer>> workers;
		try (ExecutorService running = Executors.newVirtualThreadPerTaskExecutor()) {
			workers = IntStream.range(0, settings.kistamWorkers())
				.mapToObj(worker -> running.submit(() -> work(askedAuthority)))
				.toList();
		}
		int answered = 0;
		for (Future<Integer> worker : workers) {
			if (worker.state() == Future.State.FAILED) {
				throw new IllegalStateException("Sending church tax queries failed", worker.exceptionNow());
			}
			answered += worker.resultNow();
		}
		return answered;
	}

	private int work(TaxAuthority askedAuthority) {
		int answered = 0;
		int batchSize = settings.kistamBatchSize();
		List<KistamQueryStore.Claimed> claimed;
		do {
			Instant now = Timestamps.now(clock);
			claimed = transactions.execute(
					status -> store.claimDue(now, now.plus(settings.kistamAnswerTimeout()), batchSize));
			List<Outcome> outcomes = ask(askedAuthority, claimed, LocalDate.ofInstant(now, ZoneOffset.UTC));
			answered += recordRetryingDeadlocks(outcomes);
		}
		while (claimed.size() == batchSize);
		return answered;
	}

	private List<Outcome> ask(TaxAuthority askedAuthority, List<KistamQueryStore.Claimed> claimed, LocalDate asOf) {
		List<Future<Outcome>> pending;
		try (ExecutorService asking = Executors.newVirtualThreadPerTaskExecutor()) {
			pending = claimed.stream().map(query -> asking.submit(() -> ask(askedAuthority, query, asOf))).toList();
		}
		return pending.stream().map(Future::resultNow).toList();
	}

	private static Outcome ask(TaxAuthority askedAuthority, KistamQueryStore.Claimed query, LocalDate asOf) {
		if (query.taxIdentificationNumber() == null) {
			return new Outcome(query, Optional.empty(), "The client record has no taxIdentificationNumber any more");
		}
		try {
			return new Outcome(query, askedAuthority.ask(query.taxIdentificationNumber(), asOf), null);
		}
		catch (RuntimeException ex) {
			return new Outcome(query, Optional.empty(), ex.getClass().getSimpleName() + ": " + ex.getMessage());
		}
	}

	/**
	 * Stores a batch's outcomes, again when the database chose the transaction as a deadlock's victim (storing is
	 * guarded by the query's status, so a repetition changes nothing twice); a batch that cannot be stored stays Sent
	 * and is made again after {@code kistam-answer-timeout}.
	 */
	private int recordRetryingDeadlocks(List<Outcome> outcomes) {
		for (int attempt = 1;; attempt++) {
			try {
				return transactions.execute(status -> record(outcomes));
			}
			catch (PessimisticLockingFailureException ex) {
				if (attempt == RECORD_ATTEMPTS) {
					log.warn("Storing {} church tax answers failed {} times; they are asked again later: {}",
							outcomes.size(), attempt, ex.getMessage());
					return 0;
				}
			}
		}
	}

	private int record(List<Outcome> outcomes) {
		Instant now = Timestamps.now(clock);
		int answered = 0;
		// in one order of client records, so that batches stored at once do not lock each other's records crosswise
		List<Outcome> ordered = outcomes.stream()
			.sorted(Comparator.comparing(outcome -> outcome.query().clientId().value()))
			.toList();
		for (Outcome outcome : ordered) {
			KistamQueryStore.Claimed query = outcome.query();
			if (outcome.failure() == null) {
				ChurchTaxAttribute attribute = outcome.answer().orElse(null);
				if (store.answer(query.id(), attribute, now)) {
					clients.recordChurchTax(query.tenantId(), query.clientId(), new ClientChurchTax(attribute, now));
					answered++;
				}
			}
			else {
				Instant retryAt = retryAt(query, now);
				store.failAttempt(query.id(), outcome.failure(), retryAt);
				log.warn("Church tax query {} of client {} failed (attempt {}, {}): {}", query.id(),
						query.clientId().value(), query.attempt(), retryAt == null ? "given up" : "again at " + retryAt,
						outcome.failure());
			}
		}
		return answered;
	}

	/** When a query that failed is tried again; null when it is given up. */
	private @Nullable Instant retryAt(KistamQueryStore.Claimed query, Instant now) {
		if (query.taxIdentificationNumber() == null || query.attempt() >= settings.kistamMaxAttempts()) {
			return null;
		}
		Duration delay = settings.kistamRetryDelay().multipliedBy(1L << Math.min(query.attempt() - 1, 30));
		return now.plus(delay.compareTo(settings.kistamMaxRetryDelay()) > 0 ? settings.kistamMaxRetryDelay() : delay);
	}
}

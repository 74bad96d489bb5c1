package dev.kontor.masterdata.requests;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Fulfils accepted, unprocessed requests in the background, a batch per transaction, while whole batches are done.
 * Several instances share the work: each claims its batch with {@code FOR UPDATE SKIP LOCKED}, and a processed
 * request is never claimed again, so running the job more often than scheduled changes nothing.
 */
@Component
class InstrumentRequestProcessor implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(InstrumentRequestProcessor.class);

	private final InstrumentRequestStore store;

	private final RequestFulfilment fulfilment;

	private final RequestProcessingSettings settings;

	private final Clock clock;

	private final TransactionTemplate transactions;

	InstrumentRequestProcessor(InstrumentRequestStore store, RequestFulfilment fulfilment,
			RequestProcessingSettings settings, Clock clock, PlatformTransactionManager transactionManager) {
		this.store = store;
		this.fulfilment = fulfilment;
		this.settings = settings;
		this.clock = clock;
		this.transactions = new TransactionTemplate(transactionManager);
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		Duration interval = settings.processingInterval();
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, interval, interval));
	}

	void onSchedule() {
		if (settings.processingEnabled()) {
			processPending();
		}
	}

	/** Processes what waits now; answers how many requests were processed. */
	int processPending() {
		int total = 0;
		Integer done;
		do {
			done = transactions.execute(status -> processBatch());
			total += done == null ? 0 : done;
		}
		while (done != null && done == settings.batchSize());
		if (total > 0) {
			log.info("Instrument requests processed: count={}", total);
		}
		return total;
	}

	/** The number of requests processed; fewer than claimed when the reference data could not be read for some. */
	private int processBatch() {
		List<InstrumentRequest> claimed = store.claimPending(settings.batchSize());
		Instant now = Timestamps.now(clock);
		int done = 0;
		for (InstrumentRequest request : claimed) {
			Optional<InstrumentRequest> processed = fulfilment.process(request, now);
			processed.ifPresent(result -> {
				store.update(result, null);
				log.info("Instrument request processed: tenantId={} idType={} actualId={} operationType={} "
						+ "accepted={}", result.tenantId(), result.instrument().idType(),
						result.instrument().actualId(), result.instrument().operationType(),
						result.state().isAccepted());
			});
			done += processed.isPresent() ? 1 : 0;
		}
		return done;
	}
}

package dev.kontor.kyc.sessions;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionOperations;

import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.KycSessionStatus;
import dev.kontor.kyc.KycSessionStatusChanged;
import dev.kontor.kyc.KycSettings;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Expires the sessions not finished within {@code kontor.kyc.session-ttl}, a batch per transaction. Safe with several
 * instances: each batch is claimed with {@code FOR UPDATE SKIP LOCKED}, and a callback that locked a session first
 * finishes it before the job can see it.
 */
@Component
@RequiredArgsConstructor
public class SessionExpiry implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(SessionExpiry.class);

	static final int BATCH_SIZE = 200;

	private final KycSessionStore store;

	private final KycSettings settings;

	private final ApplicationEventPublisher events;

	private final TransactionOperations transactions;

	private final Clock clock;

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::expireDue, settings.expiryInterval(), settings.expiryInterval()));
	}

	/** Expires every session due now; how many. */
	public int expireDue() {
		Instant createdBefore = Timestamps.now(clock).minus(settings.sessionTtl());
		int expired = 0;
		Integer batch;
		do {
			batch = transactions.execute(status -> expireBatch(createdBefore));
			expired += batch == null ? 0 : batch;
		}
		while (batch != null && batch == BATCH_SIZE);
		if (expired > 0) {
			log.info("Expired {} KYC sessions not finished within {}", expired, settings.sessionTtl());
		}
		return expired;
	}

	private int expireBatch(Instant createdBefore) {
		List<StoredSession> due = store.claimOpenCreatedBefore(createdBefore, BATCH_SIZE);
		Instant now = Timestamps.now(clock);
		for (StoredSession stored : due) {
			KycSession from = stored.view();
			store.update(stored.with(new KycSession(from.initiatorKycId(), from.clientId(), from.provider(),
					KycSessionStatus.Expired, from.verificationUrl(), from.redirectUrl(), null, List.of(),
					from.createdDate(), now), stored.reportDocumentId()));
			events.publishEvent(new KycSessionStatusChanged(stored.tenantId(), from.clientId(),
					from.initiatorKycId(), from.status(), KycSessionStatus.Expired));
		}
		return due.size();
	}
}

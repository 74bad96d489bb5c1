package dev.kontor.accounts.statements;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.YearMonth;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.accounts.AccountSettings;

/**
 * Issues the statements of a month for every account with something to state: an internal account with a booking in
 * the month or a balance other than zero, a deposit account with a movement in the month or a holding. Every instance
 * looks regularly whether the previous month's statements are all there, so an instance down at the month's end
 * catches up, and the index's unique period keeps two instances from issuing one twice.
 */
@Component
class MonthlyStatements implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(MonthlyStatements.class);

	private final StatementLedger ledger;

	private final StatementIssuer issuer;

	private final Clock clock;

	private final Duration checkInterval;

	MonthlyStatements(StatementLedger ledger, StatementIssuer issuer, AccountSettings settings, Clock clock) {
		this.ledger = ledger;
		this.checkInterval = settings.statementCheckInterval();
		this.issuer = issuer;
		this.clock = clock;
	}

	/** Counts of the statements a run issued. */
	record Issued(int internalAccounts, int depositAccounts) {
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::onSchedule, checkInterval, Duration.ofSeconds(30)));
	}

	void onSchedule() {
		Issued issued = issueDue(Instant.now(clock), null);
		if (issued.internalAccounts() + issued.depositAccounts() > 0) {
			log.info("Monthly statements issued: internal={} deposit={}", issued.internalAccounts(),
					issued.depositAccounts());
		}
	}

	/** The statements of the month before {@code now}'s, whole; optionally of one tenant. */
	Issued issueDue(Instant now, @Nullable UUID tenantId) {
		return issue(StatementPeriod.previousMonth(now), tenantId);
	}

	/** The statements of {@code month} up to now (whole once the month has ended); optionally of one tenant. */
	Issued issueNow(YearMonth month, @Nullable UUID tenantId) {
		return issue(StatementPeriod.of(month, dev.kontor.shared.jdbc.Timestamps.now(clock)), tenantId);
	}

	private Issued issue(StatementPeriod period, @Nullable UUID tenantId) {
		int internal = 0;
		for (StatementLedger.Account account : ledger.internalAccountsToState(period, tenantId)) {
			internal += issuer.issue(StatementKind.Internal, account, period).isPresent() ? 1 : 0;
		}
		int deposit = 0;
		for (StatementLedger.Account account : ledger.depositAccountsToState(period, tenantId)) {
			deposit += issuer.issue(StatementKind.Deposit, account, period).isPresent() ? 1 : 0;
		}
		return new Issued(internal, deposit);
	}
}

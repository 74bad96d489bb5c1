package dev.kontor.accounts.statements;

import java.time.Clock;
import java.util.Optional;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.Ids;

/**
 * What a scheduled run needs to issue something once (an account's statement of a period, a client's valuations of
 * a day): a transaction of its own, where its event goes, its ids and its time. Every instance runs the schedule, and
 * the unique key of what is issued refuses a second issue of the same, so an issue that loses the race to another
 * instance keeps nothing and publishes nothing: the other instance's run publishes the event.
 */
@Component
public record IssuingSupport(TransactionTemplate transactions, ApplicationEventPublisher events, Ids ids,
		Clock clock) {

	/** What {@code issue} wrote and published in its transaction; empty when another instance issued it first. */
	public <T> Optional<T> once(Supplier<@Nullable T> issue) {
		try {
			return Optional.ofNullable(transactions.execute(status -> issue.get()));
		}
		catch (DataIntegrityViolationException | PessimisticLockingFailureException ex) {
			// issued by another instance at the same moment: its run publishes the event
			return Optional.empty();
		}
	}
}

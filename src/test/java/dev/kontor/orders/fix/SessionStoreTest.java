package dev.kontor.orders.fix;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import quickfix.FixVersions;
import quickfix.SessionID;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.support.TransactionCallback;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a restart of the FIX session finds in the database: the sequence numbers and sent messages {@link SessionStore}
 * saved, with the outgoing number reserved ahead after a crash and exact after a clean stop, and the incoming number
 * held back to the first report not yet applied.
 */
class SessionStoreTest extends HttpTest {

	@Autowired
	JdbcTemplate jdbc;

	@Autowired
	TransactionTemplate transaction;

	private final SessionID session = new SessionID(FixVersions.BEGINSTRING_FIX44, "K" + UUID.randomUUID(), "VENUE");

	private final AtomicInteger unapplied = new AtomicInteger(Integer.MAX_VALUE);

	@Test
	void aNewSessionStartsAtOne() {
		SessionStore store = open();

		assertThat(store.getNextSenderMsgSeqNum()).isEqualTo(1);
		assertThat(store.getNextTargetMsgSeqNum()).isEqualTo(1);
		assertThat(open().getNextSenderMsgSeqNum()).isEqualTo(1);
	}

	@Test
	void sentMessagesAreReadBackForAResendOnceSaved() {
		SessionStore store = open();
		send(store, 3);

		List<String> resent = new ArrayList<>();
		store.get(2, 3, resent);

		assertThat(resent).containsExactly("message 2", "message 3");
		List<String> afterRestart = new ArrayList<>();
		open().get(1, 10, afterRestart);
		assertThat(afterRestart).containsExactly("message 1", "message 2", "message 3");
	}

	@Test
	void messagesASaveCouldNotWriteAreWrittenByTheNext() {
		AtomicBoolean databaseAway = new AtomicBoolean();
		TransactionTemplate failingOnce = new TransactionTemplate(transaction.getTransactionManager()) {
			@Override
			public <T> T execute(TransactionCallback<T> action) {
				if (databaseAway.getAndSet(false)) {
					throw new CannotCreateTransactionException("The database is away");
				}
				return super.execute(action);
			}
		};
		SessionStore store = new SessionStore(jdbc, failingOnce, session, unapplied::get, Clock.systemUTC());
		send(store, 2);
		databaseAway.set(true);

		assertThatThrownBy(store::save).isInstanceOf(CannotCreateTransactionException.class);
		send(store, 1);
		store.save();

		List<String> afterRestart = new ArrayList<>();
		open().get(1, 10, afterRestart);
		assertThat(afterRestart).containsExactly("message 1", "message 2", "message 3");
	}

	@Test
	void workDoneWithASaveCommitsWithItOrNotAtAll() {
		SessionStore store = open();
		send(store, 1);
		store.save();
		send(store, 2);

		assertThatThrownBy(() -> store.saveAnd(() -> {
			throw new IllegalStateException("the claim failed");
		})).isInstanceOf(IllegalStateException.class);
		List<String> afterFailure = new ArrayList<>();
		open().get(1, 10, afterFailure);
		assertThat(afterFailure).containsExactly("message 1");

		send(store, 1);
		String answer = store.saveAnd(() -> "claimed");

		assertThat(answer).isEqualTo("claimed");
		List<String> afterRestart = new ArrayList<>();
		open().get(1, 10, afterRestart);
		assertThat(afterRestart).containsExactly("message 1", "message 2", "message 3", "message 4");
	}

	@Test
	void aCrashNeverReusesAnOutgoingNumber() {
		SessionStore crashed = open();
		send(crashed, 5);
		crashed.save();

		SessionStore restarted = open();

		assertThat(restarted.getNextSenderMsgSeqNum()).isGreaterThan(5)
			.isLessThanOrEqualTo(6 + SessionStore.RESERVED);
	}

	@Test
	void aNumberBeyondTheReservationIsReservedBeforeItIsUsed() {
		SessionStore crashed = open();
		send(crashed, SessionStore.RESERVED + 3);

		assertThat(open().getNextSenderMsgSeqNum()).isGreaterThan(SessionStore.RESERVED + 3);
	}

	@Test
	void aCleanStopKeepsTheExactOutgoingNumber() {
		SessionStore stopped = open();
		send(stopped, 5);
		stopped.close();

		assertThat(open().getNextSenderMsgSeqNum()).isEqualTo(6);
	}

	@Test
	void theIncomingNumberStopsAtTheFirstReportNotApplied() {
		SessionStore store = open();
		for (int received = 1; received <= 7; received++) {
			store.incrNextTargetMsgSeqNum();
		}
		unapplied.set(4);
		store.save();

		assertThat(open().getNextTargetMsgSeqNum()).isEqualTo(4);

		unapplied.set(Integer.MAX_VALUE);
		store.close();

		assertThat(open().getNextTargetMsgSeqNum()).isEqualTo(8);
	}

	@Test
	void aResetStartsTheSessionOverAndForgetsItsMessages() {
		SessionStore store = open();
		send(store, 4);
		store.save();

		store.reset();

		SessionStore restarted = open();
		assertThat(restarted.getNextSenderMsgSeqNum()).isEqualTo(1);
		assertThat(restarted.getNextTargetMsgSeqNum()).isEqualTo(1);
		List<String> stored = new ArrayList<>();
		restarted.get(1, 10, stored);
		assertThat(stored).isEmpty();
	}

	@Test
	void aNumberUsedAgainReplacesWhatWasStoredUnderIt() {
		SessionStore store = open();
		send(store, 2);
		store.save();
		store.setNextSenderMsgSeqNum(2);
		store.set(2, "message 2 again");
		store.save();

		List<String> stored = new ArrayList<>();
		store.get(1, 2, stored);

		assertThat(stored).containsExactly("message 1", "message 2 again");
	}

	private SessionStore open() {
		return new SessionStore(jdbc, transaction, session, unapplied::get, Clock.systemUTC());
	}

	/** As QuickFIX/J sends: stores the message under the next number, then counts it. */
	private static void send(SessionStore store, int count) {
		for (int sent = 0; sent < count; sent++) {
			int sequence = store.getNextSenderMsgSeqNum();
			store.set(sequence, "message " + sequence);
			store.incrNextSenderMsgSeqNum();
		}
	}
}

package dev.kontor.orders.fix;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import quickfix.MessageStore;
import quickfix.SessionID;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The FIX session's sequence numbers and sent messages, in QuickFIX/J's JDBC tables ({@code fix_sessions} and
 * {@code fix_messages}), written a batch at a time rather than a row and a commit for every message sent and received
 * (docs/fix.md, session):
 * <ul>
 * <li>Sent messages are kept in memory until they are saved: by the sending thread's next claim of requests, in
 * the claim's transaction ({@link #saveAnd}), by the session every tenth of a second ({@link #save()}), and by a
 * resend request before it reads them.</li>
 * <li>The stored outgoing number runs ahead of the one in use by up to {@link #RESERVED} numbers, written before any
 * of them goes out: a restart after a crash never sends a number twice; the venue asks for the skipped ones and gets
 * a gap fill, or the messages that were saved. A clean stop stores the exact number.</li>
 * <li>The stored incoming number is the lowest one whose message may not be applied yet ({@code unapplied}): a
 * restart asks the venue to resend from there, and what comes twice is applied once (ExecIDs and order states).</li>
 * </ul>
 */
final class SessionStore implements MessageStore {

	static final int RESERVED = 1000;

	private static final String SESSION = "beginstring = :beginstring AND sendercompid = :sendercompid "
			+ "AND targetcompid = :targetcompid AND session_qualifier = :qualifier";

	private final JdbcClient jdbc;

	private final JdbcTemplate batch;

	private final TransactionTemplate transaction;

	private final SessionID session;

	private final IntSupplier unapplied;

	private final Clock clock;

	/** Taken before the monitor by everything that writes: writes happen one at a time, in order. */
	private final ReentrantLock writing = new ReentrantLock();

	private Instant creationTime;

	private int nextSender;

	private int nextTarget;

	private int storedSender;

	private List<Sent> unsaved = new ArrayList<>();

	private record Sent(int sequence, String message) {
	}

	private record Stored(Instant created, int incoming, int outgoing) {
	}

	/**
	 * @param unapplied the lowest incoming sequence number whose message may not be applied yet, or
	 *        {@link Integer#MAX_VALUE} when all are
	 */
	SessionStore(JdbcTemplate batch, TransactionTemplate transaction, SessionID session, IntSupplier unapplied,
			Clock clock) {
		this.jdbc = JdbcClient.create(batch);
		this.batch = batch;
		this.transaction = transaction;
		this.session = session;
		this.unapplied = unapplied;
		this.clock = clock;
		this.creationTime = clock.instant();
		load();
	}

	@Override
	public synchronized boolean set(int sequence, String message) {
		unsaved.add(new Sent(sequence, message));
		return true;
	}

	@Override
	public void get(int startSequence, int endSequence, Collection<String> messages) {
		save();
		messages.addAll(jdbc.sql("SELECT message FROM fix_messages WHERE " + SESSION
				+ " AND msgseqnum BETWEEN :start AND :end ORDER BY msgseqnum")
			.params(key())
			.param("start", startSequence)
			.param("end", endSequence)
			.query(String.class)
			.list());
	}

	@Override
	public synchronized int getNextSenderMsgSeqNum() {
		return nextSender;
	}

	@Override
	public synchronized int getNextTargetMsgSeqNum() {
		return nextTarget;
	}

	@Override
	public void setNextSenderMsgSeqNum(int next) {
		writing.lock();
		try {
			synchronized (this) {
				nextSender = next;
				storedSender = next;
			}
			saveNow(false);
		}
		finally {
			writing.unlock();
		}
	}

	@Override
	public synchronized void setNextTargetMsgSeqNum(int next) {
		nextTarget = next;
	}

	@Override
	public void incrNextSenderMsgSeqNum() {
		writing.lock();
		try {
			boolean reserve;
			synchronized (this) {
				nextSender++;
				reserve = nextSender > storedSender;
				if (reserve) {
					storedSender = nextSender + RESERVED;
				}
			}
			if (reserve) {
				saveNow(false);
			}
		}
		finally {
			writing.unlock();
		}
	}

	@Override
	public synchronized void incrNextTargetMsgSeqNum() {
		nextTarget++;
	}

	@Override
	public synchronized Date getCreationTime() {
		return Date.from(creationTime);
	}

	@Override
	public void reset() {
		writing.lock();
		try {
			synchronized (this) {
				unsaved = new ArrayList<>();
				nextSender = 1;
				nextTarget = 1;
				storedSender = 1;
				creationTime = clock.instant();
			}
			transaction.executeWithoutResult(status -> {
				jdbc.sql("DELETE FROM fix_messages WHERE " + SESSION).params(key()).update();
				storeNumbers(1, 1);
				jdbc.sql("UPDATE fix_sessions SET creation_time = :created WHERE " + SESSION)
					.params(key())
					.param("created", Timestamp.from(creationTime))
					.update();
			});
		}
		finally {
			writing.unlock();
		}
	}

	@Override
	public void refresh() {
		save();
		load();
	}

	/** Writes the messages sent since the last call and the sequence numbers, in one transaction. */
	void save() {
		saveAnd(() -> null);
	}

	/**
	 * Saves as {@link #save()} does and does {@code work} in the same transaction, so that the sending thread's claim
	 * of the next requests and the save of those it sent share a commit. Answers what {@code work} answers.
	 */
	<T> T saveAnd(Supplier<T> work) {
		writing.lock();
		try {
			return saveNow(false, work);
		}
		finally {
			writing.unlock();
		}
	}

	/** Saves with the exact outgoing number, when the session stops cleanly: nothing to skip on the next start. */
	void close() {
		writing.lock();
		try {
			saveNow(true);
		}
		finally {
			writing.unlock();
		}
	}

	/** Writes what was sent since the last save, as {@link #saveNow(boolean, Supplier)} does with nothing else. */
	private void saveNow(boolean exact) {
		saveNow(exact, () -> null);
	}

	/**
	 * Writes what was sent since the last save, and does {@code work}, in one transaction; should it fail (the
	 * database away), the messages wait for the next save, ahead of those sent meanwhile, so that a resend finds
	 * them. The caller holds {@link #writing}.
	 */
	private <T> T saveNow(boolean exact, Supplier<T> work) {
		List<Sent> sent;
		int outgoing;
		int incoming;
		synchronized (this) {
			incoming = Math.min(nextTarget, unapplied.getAsInt());
			sent = unsaved;
			unsaved = new ArrayList<>();
			if (exact) {
				storedSender = nextSender;
			}
			outgoing = storedSender;
		}
		try {
			return transaction.execute(status -> {
				insert(sent);
				storeNumbers(incoming, outgoing);
				return work.get();
			});
		}
		catch (RuntimeException notWritten) {
			synchronized (this) {
				sent.addAll(unsaved);
				unsaved = sent;
			}
			throw notWritten;
		}
	}

	private void insert(List<Sent> sent) {
		if (sent.isEmpty()) {
			return;
		}
		// a number the session used again after a reset or a sequence reset replaces what was stored under it
		jdbc.sql("DELETE FROM fix_messages WHERE " + SESSION + " AND msgseqnum BETWEEN :first AND :last")
			.params(key())
			.param("first", sent.stream().mapToInt(Sent::sequence).min().orElseThrow())
			.param("last", sent.stream().mapToInt(Sent::sequence).max().orElseThrow())
			.update();
		batch.batchUpdate("INSERT INTO fix_messages (beginstring, sendercompid, targetcompid, session_qualifier, "
				+ "msgseqnum, message) VALUES (?, ?, ?, ?, ?, ?)",
				sent.stream()
					.map(message -> new Object[] { session.getBeginString(), session.getSenderCompID(),
							session.getTargetCompID(), qualifier(), message.sequence(), message.message() })
					.toList());
	}

	private void storeNumbers(int incoming, int outgoing) {
		jdbc.sql("UPDATE fix_sessions SET incoming_seqnum = :incoming, outgoing_seqnum = :outgoing WHERE " + SESSION)
			.params(key())
			.param("incoming", incoming)
			.param("outgoing", outgoing)
			.update();
	}

	private void load() {
		writing.lock();
		try {
			Optional<Stored> stored = jdbc.sql("SELECT creation_time, incoming_seqnum, outgoing_seqnum FROM fix_sessions WHERE "
					+ SESSION)
				.params(key())
				.query((rs, n) -> new Stored(rs.getTimestamp(1).toInstant(), rs.getInt(2), rs.getInt(3)))
				.optional();
			synchronized (this) {
				if (stored.isPresent()) {
					creationTime = stored.get().created();
					nextTarget = stored.get().incoming();
					nextSender = stored.get().outgoing();
				}
				else {
					nextTarget = 1;
					nextSender = 1;
				}
				storedSender = nextSender;
			}
			if (stored.isEmpty()) {
				jdbc.sql("INSERT INTO fix_sessions (beginstring, sendercompid, targetcompid, session_qualifier, "
						+ "creation_time, incoming_seqnum, outgoing_seqnum) "
						+ "VALUES (:beginstring, :sendercompid, :targetcompid, :qualifier, :created, 1, 1)")
					.params(key())
					.param("created", Timestamp.from(creationTime))
					.update();
			}
		}
		finally {
			writing.unlock();
		}
	}

	private Map<String, Object> key() {
		return Map.of("beginstring", session.getBeginString(), "sendercompid", session.getSenderCompID(),
				"targetcompid", session.getTargetCompID(), "qualifier", qualifier());
	}

	private String qualifier() {
		return Objects.requireNonNullElse(session.getSessionQualifier(), SessionID.NOT_SET);
	}
}

package dev.kontor.simulators.bank;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import dev.kontor.simulators.bank.Teller.Decided;

/**
 * Works through the inbox: each ready file is read and validated, its instructions decided, the answers written to
 * the outbox, and the file moved to {@code processed/}, so that it is answered once. The answers are written before
 * the file moves: a bank stopped in between answers the file again when it starts, rather than never. A file that
 * cannot be read moves to {@code rejected/} unanswered, as does one whose answers could not be written, so that the
 * loop does not try it again and again.
 */
final class BackOffice {

	private static final Logger LOG = LoggerFactory.getLogger(BackOffice.class);

	private final BankSettings settings;

	private final Inbox inbox;

	private final Outbox outbox;

	private final Schemas schemas;

	private final Teller teller;

	private final MessageIds ids;

	private final Clock clock;

	private BackOffice(BankSettings settings, Inbox inbox, Outbox outbox, Schemas schemas, Clock clock) {
		this.settings = settings;
		this.inbox = inbox;
		this.outbox = outbox;
		this.schemas = schemas;
		this.teller = new Teller(settings);
		this.ids = new MessageIds(clock);
		this.clock = clock;
	}

	static BackOffice open(BankSettings settings, Clock clock) throws IOException {
		Schemas schemas = Schemas.load();
		return new BackOffice(settings, Inbox.at(settings.inbox()), Outbox.at(settings.outbox(), schemas), schemas,
				clock);
	}

	/** Answers every file that is ready; never throws, so that a scheduled loop keeps running. */
	void workInbox() {
		try {
			for (Path file : inbox.ready(clock.instant(), settings.delay())) {
				work(file);
			}
		}
		catch (IOException | RuntimeException failed) {
			LOG.warn("The inbox {} could not be read: {}", settings.inbox(), failed.toString());
		}
	}

	private void work(Path file) throws IOException {
		Submission submission;
		try {
			submission = Submissions.of(schemas.read(Files.readAllBytes(file)));
		}
		catch (UnreadableFile unreadable) {
			inbox.rejected(file, unreadable.getMessage());
			LOG.warn("Rejected {}: {}", file.getFileName(), unreadable.getMessage());
			return;
		}
		try {
			List<Decided> decided = teller.decide(submission);
			List<Path> answers = answer(submission, decided);
			inbox.processed(file);
			LOG.info("Answered {} ({} {}, {} instructions): {} booked, {} returned, {} rejected; wrote {}",
					file.getFileName(), submission.type().id(), submission.msgId(), decided.size(),
					count(decided, Outcome.BOOKED), count(decided, Outcome.RETURNED),
					count(decided, Outcome.REJECTED), answers.stream().map(Path::getFileName).toList());
		}
		catch (IOException | RuntimeException failed) {
			inbox.rejected(file, "not answered: " + failed);
			LOG.warn("Could not answer {}: {}", file.getFileName(), failed.toString());
		}
	}

	private List<Path> answer(Submission submission, List<Decided> decided) throws IOException {
		OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.SECONDS);
		List<Path> answers = new ArrayList<>();
		if (count(decided, Outcome.REJECTED) > 0) {
			String msgId = ids.next();
			answers.add(outbox.write(MessageType.STATUS_REPORT, msgId,
					StatusReports.write(submission, decided, msgId, now)));
		}
		if (count(decided, Outcome.REJECTED) < decided.size()) {
			String msgId = ids.next();
			answers.add(outbox.write(MessageType.NOTIFICATION, msgId,
					Notifications.write(submission, decided, msgId, now, settings.iban())));
		}
		return answers;
	}

	private static long count(List<Decided> decided, Outcome outcome) {
		return decided.stream().filter(one -> one.outcome() == outcome).count();
	}
}

package dev.kontor.bankfiles.internal;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import lombok.RequiredArgsConstructor;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.CronTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.scheduling.support.CronTrigger;
import org.springframework.stereotype.Service;

import dev.kontor.bankfiles.BankFile;
import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileSettings;
import dev.kontor.bankfiles.BankFileStatus;
import dev.kontor.bankfiles.BankFiles;
import dev.kontor.bankfiles.CutOffResult;
import dev.kontor.payments.PaymentSettings;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/**
 * The cut-off of the bank connection in files, run by {@code kontor.payments.bank.cutoff-cron} and on the operator's
 * request: the files stored but not yet in the outbox (a crash came between) are written first, then this cut-off's
 * direct debit and credit transfer files are stored and written, and then the bank's files in the inbox are read.
 * One cut-off runs at a time in an instance; instances running at once share out the instructions waiting, each
 * taking its own.
 */
@Service
@RequiredArgsConstructor
class CutOff implements BankFiles, SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(CutOff.class);

	private final OutgoingFiles outgoing;

	private final IncomingFiles incoming;

	private final BankFileStore store;

	private final BankFileSettings settings;

	private final PaymentSettings payments;

	private final MeterRegistry meters;

	private final ReentrantLock running = new ReentrantLock();

	private @Nullable FileDrop drop;

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		if (payments.handsOverInFiles() && !BankFileSettings.NO_CUTOFF_CRON.equals(settings.cutoffCron())) {
			jobs.addCronTask(new CronTask(this::scheduled, new CronTrigger(settings.cutoffCron(), ZoneOffset.UTC)));
		}
	}

	@Override
	public Paged<BankFile> list(@Nullable BankFileDirection direction, @Nullable BankFileStatus status,
			PageRequest page) {
		List<BankFile> files = store.list(direction, status, page).stream().map(BankFileRow::view).toList();
		return Paged.of(page, page.totalRecordCount(files, () -> store.count(direction, status)), files);
	}

	@Override
	public CutOffResult cutOff() {
		if (!payments.handsOverInFiles()) {
			throw new Conflict("The bank connection does not work in files: kontor.payments.bank is "
					+ payments.bank().name().toLowerCase(Locale.ROOT));
		}
		running.lock();
		try {
			FileDrop files = drop();
			writePending(files);
			List<UUID> written = new ArrayList<>();
			outgoing.writeDirectDebits().ifPresent(written::add);
			outgoing.writeCreditTransfers().ifPresent(written::add);
			writePending(files);
			List<BankFile> read = incoming.readAll(files);
			List<BankFile> writtenFiles = written.stream()
				.map(store::view)
				.flatMap(Optional::stream)
				.toList();
			writtenFiles.forEach(this::count);
			read.forEach(this::count);
			return new CutOffResult(writtenFiles, read);
		}
		finally {
			running.unlock();
		}
	}

	private void scheduled() {
		try {
			CutOffResult result = cutOff();
			log.info("Bank cut-off: {} files written, {} read", result.written().size(), result.read().size());
		}
		catch (RuntimeException failed) {
			log.error("The bank cut-off failed; the next one tries again", failed);
		}
	}

	/** Counts a file in {@code kontor.bankfiles.files}, by direction and status. */
	private void count(BankFile file) {
		Counter.builder("kontor.bankfiles.files")
			.description("SEPA files written for the bank and read from it")
			.tag("direction", file.direction().name())
			.tag("status", file.status().name())
			.register(meters)
			.increment();
	}

	/** Writes the stored files that are not in the outbox yet. */
	private void writePending(FileDrop files) {
		for (UUID id : store.notInOutbox()) {
			store.content(id).ifPresent(stored -> {
				files.send(stored.name(), stored.content());
				store.markInOutbox(id);
			});
		}
	}

	private FileDrop drop() {
		if (drop == null) {
			drop = new FileDrop(settings.outbox(), settings.inbox());
		}
		return drop;
	}
}

package dev.kontor.masterdata.reference.snapshot;

import java.util.Objects;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import dev.kontor.masterdata.reference.ReferenceDataSettings;

/** Looks at {@code kontor.masterdata.drop-directory} every {@code drop-poll-interval}; off unless it is set. */
@Component
@ConditionalOnProperty("kontor.masterdata.drop-directory")
class DropDirectoryJob {

	private final DropDirectory directory;

	DropDirectoryJob(SnapshotImport snapshots, ReferenceDataSettings settings) {
		this.directory = new DropDirectory(snapshots, Objects.requireNonNull(settings.dropDirectory()));
	}

	@Scheduled(fixedDelayString = "${kontor.masterdata.drop-poll-interval:10s}")
	void scan() {
		directory.scan();
	}
}

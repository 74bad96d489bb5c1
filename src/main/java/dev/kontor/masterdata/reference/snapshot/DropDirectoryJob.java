package dev.kontor.masterdata.reference.snapshot;

import java.time.Duration;
import java.util.Objects;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.masterdata.reference.ReferenceDataSettings;

/** Looks at {@code kontor.masterdata.drop-directory} every {@code drop-poll-interval}; off unless it is set. */
@Component
@ConditionalOnProperty("kontor.masterdata.drop-directory")
class DropDirectoryJob implements SchedulingConfigurer {

	private final DropDirectory directory;

	private final Duration pollInterval;

	DropDirectoryJob(SnapshotImport snapshots, ReferenceDataSettings settings) {
		this.directory = new DropDirectory(snapshots, Objects.requireNonNull(settings.dropDirectory()));
		this.pollInterval = settings.dropPollInterval();
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::scan, pollInterval, Duration.ZERO));
	}

	void scan() {
		directory.scan();
	}
}

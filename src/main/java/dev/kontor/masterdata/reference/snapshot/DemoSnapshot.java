package dev.kontor.masterdata.reference.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import lombok.RequiredArgsConstructor;

import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;

import dev.kontor.shared.DemoTenantCreated;

/**
 * The {@code demo} profile's reference data: the sample snapshot, imported once, in the transaction that creates
 * the demo tenant, so that a restart imports nothing.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoSnapshot {

	static final String SAMPLE = "masterdata/sample-snapshot.json";

	private final SnapshotImport snapshots;

	@EventListener
	void on(DemoTenantCreated created) {
		try (InputStream sample = new ClassPathResource(SAMPLE).getInputStream()) {
			snapshots.importJson(sample, "classpath:" + SAMPLE);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The sample snapshot cannot be read", ex);
		}
	}
}

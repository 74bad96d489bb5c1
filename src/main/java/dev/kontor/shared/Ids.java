package dev.kontor.shared;

import java.util.UUID;

import com.fasterxml.uuid.Generators;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;

import org.springframework.stereotype.Component;

/**
 * The one source of ids the platform creates: time-ordered UUIDs of version 7 (RFC 9562), so that rows
 * created together sit together in indexes.
 */
@Component
public class Ids {

	private final TimeBasedEpochGenerator generator = Generators.timeBasedEpochGenerator();

	public UUID next() {
		return generator.generate();
	}
}

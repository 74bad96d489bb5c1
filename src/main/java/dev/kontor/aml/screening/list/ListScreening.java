package dev.kontor.aml.screening.list;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import dev.kontor.aml.screening.ScreeningProvider;
import dev.kontor.aml.screening.ScreeningResult;
import dev.kontor.aml.screening.ScreeningSubject;

/**
 * The built-in provider: screens against a list in OpenSanctions' {@code targets.simple.csv} format held in memory.
 * The list is read when the provider is created and again on {@link #reload()}; a reload that fails keeps the
 * previous list. Screening never waits for a reload: it uses whichever list was complete when it began.
 */
public final class ListScreening implements ScreeningProvider {

	/** How the list is opened: the configured file, or the sample shipped with the application. */
	public interface Source {

		Reader open() throws IOException;

		String description();
	}

	public static final String NAME = "Kontor list screening";

	private static final Logger log = LoggerFactory.getLogger(ListScreening.class);

	private final Source source;

	private final double threshold;

	private final int maxHits;

	private final AtomicReference<NameMatcher> matcher = new AtomicReference<>();

	public ListScreening(Source source, double threshold, int maxHits) {
		this.source = source;
		this.threshold = threshold;
		this.maxHits = maxHits;
		reload();
	}

	@Override
	public String name() {
		return NAME;
	}

	@Override
	public ScreeningResult screen(ScreeningSubject subject) {
		return new ScreeningResult(null, matcher.get().match(subject));
	}

	/** Reads the list again and answers its number of entries. */
	public int reload() {
		long started = System.nanoTime();
		List<ListEntry> entries;
		try (Reader reader = source.open()) {
			entries = TargetsCsv.read(reader);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot read the screening list " + source.description(), ex);
		}
		NameMatcher loaded = new NameMatcher(new NameIndex(entries), threshold, maxHits);
		matcher.set(loaded);
		log.info("Loaded {} screening list entries from {} in {} ms", loaded.size(), source.description(),
				(System.nanoTime() - started) / 1_000_000);
		return loaded.size();
	}

	/** The number of entries of the list in use. */
	public int size() {
		return matcher.get().size();
	}
}

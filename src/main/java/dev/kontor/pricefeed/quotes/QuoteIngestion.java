package dev.kontor.pricefeed.quotes;

import java.io.InputStream;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Service;

import dev.kontor.pricefeed.rules.Problems;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.security.NotPermitted;
import dev.kontor.shared.web.JsonPaths;

/**
 * Takes in quotes from the trade providers' connectors: a JSON array stored all or none, or an NDJSON stream
 * stored a chunk at a time as it arrives. Quotes are answered for only once they are stored.
 */
@Service
public class QuoteIngestion {

	private static final Logger log = LoggerFactory.getLogger(QuoteIngestion.class);

	private final ObjectReader reader;

	private final QuoteSeriesDirectory directory;

	private final QuoteWriter writer;

	private final QuoteSettings settings;

	private final Clock clock;

	QuoteIngestion(JsonMapper json, QuoteSeriesDirectory directory, QuoteWriter writer, QuoteSettings settings,
			Clock clock) {
		this.reader = json.readerFor(QuoteInput.class);
		this.directory = directory;
		this.writer = writer;
		this.settings = settings;
		this.clock = clock;
	}

	/**
	 * Stores the quotes of a JSON array, all or none: any fault answers 400 naming each item at fault, a quote of a
	 * provider the writer does not write 403.
	 */
	public IngestResult ingestArray(InputStream body, PriceWriter writer) {
		List<QuoteInput> inputs = new ArrayList<>();
		try (MappingIterator<QuoteInput> values = values(body)) {
			for (QuoteInput input = next(values, "[%d]", 0); input != null; input = next(values, "[%d]",
					inputs.size())) {
				if (inputs.size() == settings.maxQuotesPerArray()) {
					throw new InvalidInput("quotes", "at most " + settings.maxQuotesPerArray()
							+ " quotes per JSON array; send more as several requests or as an NDJSON stream");
				}
				inputs.add(input);
			}
		}
		return ingest(inputs, writer);
	}

	/** Stores the quotes all or none: any fault answers 400 naming each item at fault by its index. */
	public IngestResult ingest(List<QuoteInput> inputs, PriceWriter writer) {
		List<Tick> ticks = ticks(inputs, 0, "[%d]", writer);
		return ticks.isEmpty() ? new IngestResult(0, 0) : await(store(ticks));
	}

	/**
	 * Stores the quotes of an NDJSON stream a chunk at a time. A faulty line stops the stream with 400 naming it;
	 * the chunks before it stay stored, and the answer says how many quotes that was.
	 */
	public IngestResult ingestStream(InputStream body, PriceWriter writer) {
		List<CompletableFuture<IngestResult>> chunks = new ArrayList<>();
		List<QuoteInput> chunk = new ArrayList<>();
		long lines = 0;
		try (MappingIterator<QuoteInput> values = values(body)) {
			for (QuoteInput input = nextLine(values, 1, chunks); input != null; input = nextLine(values, lines + 1,
					chunks)) {
				chunk.add(input);
				lines++;
				if (chunk.size() == settings.streamChunkSize()) {
					chunks.add(writeChunk(chunk, lines - chunk.size(), chunks, writer));
					chunk = new ArrayList<>();
				}
			}
		}
		if (!chunk.isEmpty()) {
			chunks.add(writeChunk(chunk, lines - chunk.size(), chunks, writer));
		}
		return awaitAll(chunks);
	}

	private @Nullable QuoteInput nextLine(MappingIterator<QuoteInput> values, long line,
			List<CompletableFuture<IngestResult>> written) {
		try {
			return next(values, "line %d", line);
		}
		catch (InvalidInput ex) {
			throw afterStored(ex, written);
		}
	}

	private CompletableFuture<IngestResult> writeChunk(List<QuoteInput> chunk, long linesBefore,
			List<CompletableFuture<IngestResult>> written, PriceWriter writer) {
		try {
			return store(ticks(chunk, linesBefore + 1, "line %d", writer));
		}
		catch (InvalidInput ex) {
			throw afterStored(ex, written);
		}
		catch (NotPermitted ex) {
			throw new NotPermitted(ex.getMessage() + storedBefore(written));
		}
	}

	/** The fault of a line, telling how many quotes of the lines before it are stored. */
	private InvalidInput afterStored(InvalidInput fault, List<CompletableFuture<IngestResult>> written) {
		return new InvalidInput(fault.getMessage() + storedBefore(written), fault.errors());
	}

	/** How many quotes of the lines before a refused one are stored, once they are, as a refusal's last words. */
	private String storedBefore(List<CompletableFuture<IngestResult>> written) {
		return "; the " + awaitAll(written).received() + " quotes before it are stored";
	}

	private MappingIterator<QuoteInput> values(InputStream body) {
		try {
			return reader.readValues(body);
		}
		catch (JacksonException ex) {
			throw unreadable("[0]", ex);
		}
	}

	/**
	 * The next quote read, null after the last; 400 naming it by {@code label} and its {@code position} when it is no
	 * JSON quote object.
	 */
	private @Nullable QuoteInput next(MappingIterator<QuoteInput> values, String label, long position) {
		try {
			return values.hasNextValue() ? values.nextValue() : null;
		}
		catch (JacksonException ex) {
			throw unreadable(label.formatted(position), ex);
		}
	}

	/** Names the property at fault ({@code [3].dateTime}) where there is one; Jackson's own message names Java types. */
	private static InvalidInput unreadable(String item, JacksonException ex) {
		String duplicate = JsonPaths.duplicateName(ex);
		if (!duplicate.isEmpty()) {
			return new InvalidInput("Quote " + item + " sends property " + duplicate + " more than once",
					Map.of(item + "." + duplicate, List.of("is sent more than once")));
		}
		String property = JsonPaths.of(ex);
		String key = property.isEmpty() ? item : item + (property.startsWith("[") ? "" : ".") + property;
		return new InvalidInput("Quote " + item + " is not a JSON quote object of the expected shape",
				Map.of(key, List.of(property.isEmpty() ? "is not a JSON quote object" : "has an invalid value")));
	}

	/**
	 * The ticks of the quotes, or 400 naming every quote at fault by {@code label} and its position; only those are
	 * named, as formatting a name for each of 100,000 quotes a second was a noticeable part of ingesting them.
	 */
	private List<Tick> ticks(List<QuoteInput> inputs, long firstPosition, String label, PriceWriter writer) {
		Problems problems = new Problems();
		Instant now = clock.instant();
		List<Tick> ticks = new ArrayList<>(inputs.size());
		for (int i = 0; i < inputs.size(); i++) {
			long position = firstPosition + i;
			Supplier<String> item = () -> label.formatted(position);
			Quote quote = QuoteRules.check(inputs.get(i), now, problems, item);
			if (quote != null && !writer.writes(quote.provider())) {
				log.warn("Quote write refused: {} does not write the prices of {}", writer.name(), quote.provider());
				throw new NotPermitted("Quote " + item.get() + " is of " + quote.provider() + ", whose prices "
						+ writer.name() + " does not write");
			}
			if (quote != null) {
				Optional<QuoteSeries> series = directory.findOrCreate(quote.provider(), quote.isinCode());
				if (series.isPresent()) {
					ticks.add(new Tick(series.get(), quote));
				}
				else {
					problems.add(item.get() + ".isinCode", "is no instrument of " + quote.provider());
				}
			}
		}
		problems.throwIfAny();
		return ticks;
	}

	private CompletableFuture<IngestResult> store(List<Tick> ticks) {
		try {
			return writer.submit(ticks).thenApply(stored -> new IngestResult(ticks.size(), stored.size()));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IngestUnavailable("Interrupted while queueing quotes", ex);
		}
	}

	private IngestResult awaitAll(List<CompletableFuture<IngestResult>> chunks) {
		IngestResult total = new IngestResult(0, 0);
		for (CompletableFuture<IngestResult> chunk : chunks) {
			total = total.plus(await(chunk));
		}
		return total;
	}

	private IngestResult await(CompletableFuture<IngestResult> stored) {
		try {
			return stored.get(settings.ingestTimeout().toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IngestUnavailable("Interrupted while storing quotes", ex);
		}
		catch (TimeoutException | ExecutionException ex) {
			throw new IngestUnavailable("The quotes could not be stored in time; send them again", ex);
		}
	}
}

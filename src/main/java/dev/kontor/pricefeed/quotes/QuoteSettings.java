package dev.kontor.pricefeed.quotes;

import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of quote ingestion and the quote reads.
 *
 * @param maxQuotesPerArray most quotes one JSON array may carry (stored all or none; 400 above)
 * @param streamChunkSize quotes of an NDJSON stream stored together, each chunk all or none
 * @param maxGroupSize most quotes the writer stores in one transaction, however many requests they came in
 * @param writerThreads writers storing groups at once, each in its own transaction: one prepares its group while
 *     another copies its ticks; they insert rows only, so they never wait for each other
 * @param ingestTimeout how long an ingest request waits for its quotes to be stored before it answers 503
 * @param refreshInterval how often an instance reads again every latest quote stored since its last look (and a
 *     margin before it): the safety net behind the announcements, which bring other instances' quotes within
 *     milliseconds; each look reads every instrument quoted meanwhile, so it is not made every second
 * @param foldInterval how often the bar parts of stored quotes are folded into the bars and latest quotes
 * @param historyMaxQuotes most quotes one history answer holds (a longer range answers 400)
 */
@ConfigurationProperties("kontor.pricefeed.quotes")
@Validated
public record QuoteSettings(@DefaultValue("50000") @Min(1) @Max(1_000_000) int maxQuotesPerArray,
		@DefaultValue("500") @Min(1) @Max(1_000_000) int streamChunkSize,
		@DefaultValue("200000") @Min(1) @Max(10_000_000) int maxGroupSize,
		@DefaultValue("2") @Min(1) @Max(16) int writerThreads,
		@DefaultValue("30s") Duration ingestTimeout, @DefaultValue("15s") Duration refreshInterval,
		@DefaultValue("1s") Duration foldInterval,
		@DefaultValue("10000") @Min(1) @Max(1_000_000) int historyMaxQuotes) {
}

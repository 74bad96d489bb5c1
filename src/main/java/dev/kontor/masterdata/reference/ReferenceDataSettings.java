package dev.kontor.masterdata.reference;

import java.nio.file.Path;
import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the reference-data store ({@code kontor.masterdata.*}).
 *
 * @param dropDirectory directory watched for snapshot files; none (the default) switches the watch off
 * @param dropPollInterval how often the directory is looked at
 * @param maxIdsPerRequest most identifiers (ISINs, ids, ags, bids) one read names
 * @param maxSearchResults most instruments a filter value search answers
 * @param importBatchSize rows per JDBC batch of the snapshot import
 * @param commonPrefixObjects from how many matching objects a word prefix counts as common: the import keeps the
 *        count of each common prefix, and a one-word search for it walks the objects in name order instead of
 *        sorting all its matches
 */
@ConfigurationProperties("kontor.masterdata")
@Validated
public record ReferenceDataSettings(@Nullable Path dropDirectory, @DefaultValue("10s") Duration dropPollInterval,
		@DefaultValue("100") @Min(1) @Max(1000) int maxIdsPerRequest,
		@DefaultValue("100") @Min(1) @Max(1000) int maxSearchResults,
		@DefaultValue("1000") @Min(1) int importBatchSize, @DefaultValue("2000") @Min(1) long commonPrefixObjects) {
}

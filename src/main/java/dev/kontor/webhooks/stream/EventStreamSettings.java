package dev.kontor.webhooks.stream;

import java.time.Duration;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the event stream ({@code kontor.events.*}).
 *
 * @param streamRetention how long an event can be replayed from: a {@code Last-Event-ID} older than this answers 410
 * @param keepAlive how often every open stream gets a comment line, so that proxies do not close a quiet connection
 * @param pollInterval how often an instance reads the events that other instances accepted (those accepted through
 * the instance itself are read at once)
 * @param pageSize how many events the reader, and a replay, read at once
 * @param maxPending how many events a subscriber may have waiting to be written before its stream is closed (it
 * resumes from its {@code Last-Event-ID}): a reader that does not keep up costs the instance no more than this
 */
@ConfigurationProperties("kontor.events")
@Validated
public record EventStreamSettings(@DefaultValue("7d") @NotNull Duration streamRetention,
		@DefaultValue("15s") @NotNull Duration keepAlive, @DefaultValue("100ms") @NotNull Duration pollInterval,
		@DefaultValue("500") @Min(1) int pageSize, @DefaultValue("20000") @Min(1) int maxPending) {
}

package dev.kontor.shared.web;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How an instance leaves a cluster.
 *
 * @param drainDelay how long an instance that is stopping keeps serving while its readiness answers 503, before the
 *     web server's graceful shutdown begins: at least the time a load balancer takes to see the failed readiness
 *     check and stop sending requests (its check interval times the failures it waits for)
 */
@ConfigurationProperties("kontor.shutdown")
public record ShutdownSettings(@DefaultValue("5s") Duration drainDelay) {
}

package dev.kontor.aml.audit;

import java.time.Duration;

import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the AML audit trail ({@code kontor.aml.audit.*}).
 *
 * @param maxRange the longest time range one audit query may span, so that a read stays bounded however much
 * history a tenant has; a page holds at most {@code kontor.web.max-records-per-page} entries on top
 */
@ConfigurationProperties("kontor.aml.audit")
@Validated
public record AuditSettings(@DefaultValue("31d") @NotNull Duration maxRange) {
}

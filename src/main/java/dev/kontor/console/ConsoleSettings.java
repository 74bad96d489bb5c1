package dev.kontor.console;

import java.time.Duration;

import jakarta.validation.constraints.NotNull;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the console ({@code kontor.console.*}).
 *
 * @param dashboardSampleInterval how often the dashboard reads the meters it charts: the width of each point of its
 * charts
 */
@ConfigurationProperties("kontor.console")
@Validated
public record ConsoleSettings(@DefaultValue("10s") @NotNull Duration dashboardSampleInterval) {
}

package dev.kontor.aml.screening;

/** The provider customers are screened with, as configured ({@code kontor.aml.screening.provider}). */
record ScreeningProviders(ScreeningProvider active) {
}

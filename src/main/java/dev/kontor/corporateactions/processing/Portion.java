package dev.kontor.corporateactions.processing;

import java.math.BigDecimal;

/** A quantity of one entitlement and how it is treated. */
record Portion(Treatment treatment, BigDecimal quantity) {
}

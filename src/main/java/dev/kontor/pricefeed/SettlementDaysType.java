package dev.kontor.pricefeed;

/** Whether an instrument's {@code settlementDays} count working days of its market or all calendar days. */
public enum SettlementDaysType {
	WorkingDays, AllDays
}

package dev.kontor.pricefeed;

/** When an instrument settles relative to the value date (document 2, {@code settlementFor}). */
public enum SettlementFor {
	OnValueDate, BeforeValueDate, AfterValueDate
}

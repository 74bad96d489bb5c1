package dev.kontor.pricefeed;

/**
 * Whether master data knows the instrument, and how its trades settle: after how many days of which kind, counted
 * for whom.
 */
public record InstrumentSettlement(boolean existsAtMasterData, int settlementDays, SettlementFor settlementFor,
		SettlementDaysType settlementDaysType) {
}

package dev.kontor.pricefeed;

/**
 * Published, in the changing transaction, when instruments or order support items are inserted or changed: modules
 * that remember what they read of them (whether an instrument may be ordered and how) forget it.
 */
public record TradingReferenceChanged() {
}

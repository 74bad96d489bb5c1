package dev.kontor.corporateactions;

/**
 * The ex date of an event that changes the number of shares of the instrument has come: open orders in it are to be
 * cancelled. Published once an action, in the transaction that marks it.
 */
public record CorporateActionExDateReached(CorporateActionId corporateActionId, String isinCode) {
}

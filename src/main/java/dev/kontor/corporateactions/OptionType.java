package dev.kontor.corporateactions;

/**
 * What an option of an event with choice gives: cash, securities, nothing in exchange for the rights ({@code Lapse}),
 * or nothing at all ({@code NoAction}).
 */
public enum OptionType {

	Cash, Securities, Lapse, NoAction
}

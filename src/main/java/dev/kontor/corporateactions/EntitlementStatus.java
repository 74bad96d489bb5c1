package dev.kontor.corporateactions;

/**
 * Where an entitlement stands: fixed after the record date and waiting for the payment date, booked, or not bookable
 * (the client record has no account to pay it to; the reason is on the entitlement).
 */
public enum EntitlementStatus {

	Pending, Booked, Failed
}

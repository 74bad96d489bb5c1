package dev.kontor.corporateactions;

/** Where an announcement stands: announced (and changeable), cancelled, or processed (its entitlements booked). */
public enum CorporateActionStatus {

	Announced, Cancelled, Processed
}

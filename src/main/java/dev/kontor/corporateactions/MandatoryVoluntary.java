package dev.kontor.corporateactions;

/**
 * Whether holders choose: {@code Mandatory} (no choice), {@code MandatoryWithChoice} (an option applies to everyone,
 * the holder may choose which), {@code Voluntary} (nothing happens unless the holder elects).
 */
public enum MandatoryVoluntary {

	Mandatory, MandatoryWithChoice, Voluntary;

	/** Whether holders may elect among the event's options. */
	public boolean withChoice() {
		return this != Mandatory;
	}
}

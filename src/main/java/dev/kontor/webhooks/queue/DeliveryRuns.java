package dev.kontor.webhooks.queue;

import java.util.Optional;
import java.util.UUID;

/**
 * The ids of deliveries that carry a run of events. A run's row has an id whose lowest five bits are zero; the event
 * at index {@code i} of the run is the delivery {@code runId + i + 1}, so that the id the operator sees for each event
 * leads back to its run without a row of its own.
 */
public final class DeliveryRuns {

	/** The most events one run carries: the attempts of a run fit into one round of its endpoint's attempts. */
	public static final int MAX_EVENTS = 16;

	private static final long MEMBER_BITS = 0x1FL;

	private static final long VARIANT_BITS = 0xC000000000000000L;

	private DeliveryRuns() {
	}

	/**
	 * A fresh id made into the id of a run's row: its random bits moved up past the members' five, the variant kept.
	 * Ids made one after the other in a millisecond differ by one in their lowest bits, so those bits are kept too.
	 */
	static UUID runId(UUID fresh) {
		long lsb = fresh.getLeastSignificantBits();
		return new UUID(fresh.getMostSignificantBits(), (lsb & VARIANT_BITS) | ((lsb << 5) & ~VARIANT_BITS & ~MEMBER_BITS));
	}

	/** The delivery id of the run's event at {@code index}. */
	static UUID memberId(UUID runId, int index) {
		return new UUID(runId.getMostSignificantBits(), runId.getLeastSignificantBits() | (index + 1));
	}

	/** Where a delivery id would stand in a run: its run's row and its index, when its low bits can name one. */
	static Optional<RunMember> placeOf(UUID memberId) {
		int low = (int) (memberId.getLeastSignificantBits() & MEMBER_BITS);
		if (low == 0 || low > MAX_EVENTS) {
			return Optional.empty();
		}
		UUID runId = new UUID(memberId.getMostSignificantBits(), memberId.getLeastSignificantBits() & ~MEMBER_BITS);
		return Optional.of(new RunMember(runId, low - 1, 0));
	}
}

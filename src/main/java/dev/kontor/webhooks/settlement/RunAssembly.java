package dev.kontor.webhooks.settlement;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.Outcome;
import dev.kontor.webhooks.queue.RunMember;
import dev.kontor.webhooks.queue.RunOutcome;

/**
 * Gathers the outcomes of the events of claimed runs until each run has all of them, so that a run's outcome is
 * written once. A run one of whose events was not attempted (its lease ran out before there was room for it, or the
 * instance stopped) is forgotten: the run is claimed again when its lease runs out, as a delivery whose outcome was
 * never written is.
 */
final class RunAssembly {

	private record Key(UUID runId, UUID token) {
	}

	private static final class Partial {

		private final Outcome[] members;

		private final Instant leaseUntil;

		private int count;

		Partial(int size, Instant leaseUntil) {
			this.members = new Outcome[size];
			this.leaseUntil = leaseUntil;
		}
	}

	private final Map<Key, Partial> partials = new ConcurrentHashMap<>();

	/** Adds the outcome of one event of a run; answers the run's outcome once every event of it has one. */
	Optional<RunOutcome> add(Outcome outcome) {
		Claim claim = outcome.claim();
		RunMember member = claim.run();
		if (member == null) {
			throw new IllegalArgumentException("Not the outcome of an event of a run");
		}
		Key key = new Key(member.runId(), claim.token());
		Partial partial = partials.computeIfAbsent(key, k -> new Partial(member.size(), claim.leaseUntil()));
		synchronized (partial) {
			if (partial.members[member.index()] == null) {
				partial.members[member.index()] = outcome;
				partial.count++;
			}
			if (partial.count < partial.members.length) {
				return Optional.empty();
			}
		}
		partials.remove(key);
		return Optional.of(new RunOutcome(List.copyOf(Arrays.asList(partial.members))));
	}

	/** Forgets the run of an event that will not be attempted under this claim. */
	void abandon(Claim claim) {
		RunMember member = claim.run();
		if (member != null) {
			partials.remove(new Key(member.runId(), claim.token()));
		}
	}

	/** Forgets the runs whose leases ran out before all their events had an outcome. */
	void forgetExpired(Instant now) {
		partials.values().removeIf(partial -> partial.leaseUntil.isBefore(now));
	}

	int waiting() {
		return partials.size();
	}
}

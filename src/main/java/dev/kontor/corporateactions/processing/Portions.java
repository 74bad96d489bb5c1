package dev.kontor.corporateactions.processing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.Election;
import dev.kontor.corporateactions.Entitlement;

/**
 * How the entitlements of one client record are treated (contract section 10): a mandatory event treats every
 * entitled quantity its own way; with choice, the elected quantity takes the elected option, the client record's
 * deposit accounts in turn (in the order given) until it is used up, and the rest takes the default option. An
 * election of more than is entitled takes what is entitled; one for an option the announcement no longer has counts
 * as none.
 */
final class Portions {

	private Portions() {
	}

	/** The portions of each of the client record's entitlements, by entitlement id. */
	static Map<UUID, List<Portion>> of(Announcement announcement, List<Entitlement> ofClient,
			@Nullable Election election) {
		Map<UUID, List<Portion>> portions = new LinkedHashMap<>();
		if (!announcement.mandatoryVoluntary().withChoice()) {
			Treatment treatment = Treatment.of(announcement.eventType());
			ofClient.forEach(entitlement -> portions.put(entitlement.entitlementId(),
					List.of(new Portion(treatment, entitlement.holding().quantity()))));
			return portions;
		}
		Treatment fallback = option(announcement, Announcement.ElectionOption::isDefault)
			.map(option -> Treatment.of(announcement.eventType(), option.optionType()))
			.orElse(Treatment.Nothing);
		Optional<Treatment> elected = election == null ? Optional.empty()
				: option(announcement, option -> option.optionNumber() == election.optionNumber())
					.map(option -> Treatment.of(announcement.eventType(), option.optionType()));
		BigDecimal electedLeft = elected.isPresent() ? election.quantity() : BigDecimal.ZERO;
		for (Entitlement entitlement : ofClient) {
			BigDecimal quantity = entitlement.holding().quantity();
			BigDecimal taken = electedLeft.min(quantity);
			electedLeft = electedLeft.subtract(taken);
			List<Portion> parts = new ArrayList<>(2);
			if (taken.signum() > 0) {
				parts.add(new Portion(elected.orElseThrow(), taken));
			}
			if (quantity.compareTo(taken) > 0) {
				parts.add(new Portion(fallback, quantity.subtract(taken)));
			}
			portions.put(entitlement.entitlementId(), List.copyOf(parts));
		}
		return portions;
	}

	private static Optional<Announcement.ElectionOption> option(Announcement announcement,
			java.util.function.Predicate<Announcement.ElectionOption> which) {
		return announcement.options().stream().filter(which).findFirst();
	}
}

package dev.kontor.aml.screening;

import java.util.List;
import java.util.Set;

import dev.kontor.aml.monitoring.MonitoringFamily;

/**
 * One list entry a subject matched.
 *
 * @param entryId the entry's id in the list (OpenSanctions: the entity id)
 * @param name the entry's primary name
 * @param matchedName the name or alias of the entry that matched best
 * @param score similarity from 0 to 1 after the birth date and country adjustments
 * @param families the monitoring record families the entry's topics or datasets fall into (a sanctioned PEP is both)
 * @param datasets the lists the entry comes from, as the list names them
 */
public record ScreeningHit(String entryId, String name, String matchedName, double score, Set<MonitoringFamily> families,
		List<String> datasets) {

	public ScreeningHit {
		families = Set.copyOf(families);
		datasets = List.copyOf(datasets);
	}
}

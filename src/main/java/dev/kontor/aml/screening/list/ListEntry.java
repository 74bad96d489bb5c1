package dev.kontor.aml.screening.list;

import java.util.List;
import java.util.Set;

import dev.kontor.aml.monitoring.MonitoringFamily;

/**
 * One entry of a screening list.
 *
 * @param schema OpenSanctions' schema: Person, Company, Organization, LegalEntity, Vessel...
 * @param birthDates as the list writes them, possibly only a year ({@code 1961}) or a month ({@code 1961-03})
 * @param countries ISO 3166-1 alpha-3 codes
 */
record ListEntry(String id, String schema, String name, List<String> aliases, List<String> birthDates,
		Set<String> countries, List<String> datasets, Set<MonitoringFamily> families) {

	ListEntry {
		aliases = List.copyOf(aliases);
		birthDates = List.copyOf(birthDates);
		countries = Set.copyOf(countries);
		datasets = List.copyOf(datasets);
		families = Set.copyOf(families);
	}

	boolean isPerson() {
		return "Person".equalsIgnoreCase(schema);
	}

	/** Whether the entry can be a company or organisation: what a business client is screened against. */
	boolean isOrganisation() {
		return switch (schema.toLowerCase(java.util.Locale.ROOT)) {
			case "company", "organization", "legalentity", "publicbody" -> true;
			default -> false;
		};
	}
}

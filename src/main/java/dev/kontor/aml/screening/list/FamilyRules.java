package dev.kontor.aml.screening.list;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.kontor.aml.monitoring.MonitoringFamily;

/**
 * Which monitoring record families a list entry falls into. With OpenSanctions topics (a {@code topics} column, as
 * in its entity exports): {@code sanction} and {@code sanction.linked} are Sanction; {@code role.pep} and
 * {@code role.rca} are Pep; any other topic ({@code crime}, {@code debarment}, {@code wanted},
 * {@code sanction.counter}...) is Other. Without topics ({@code targets.simple.csv} has none): a non-empty
 * {@code sanctions} column is Sanction, a dataset whose name mentions PEPs is Pep, and an entry with neither is
 * Other.
 */
public final class FamilyRules {

	private FamilyRules() {
	}

	static Set<MonitoringFamily> families(List<String> topics, List<String> sanctions, List<String> datasets) {
		return topics.isEmpty() ? byColumns(sanctions, datasets) : byTopics(topics);
	}

	public static Set<MonitoringFamily> byTopics(List<String> topics) {
		Set<MonitoringFamily> families = EnumSet.noneOf(MonitoringFamily.class);
		for (String raw : topics) {
			String topic = raw.strip().toLowerCase(Locale.ROOT);
			switch (topic) {
				case "sanction", "sanction.linked" -> families.add(MonitoringFamily.Sanction);
				case "role.pep", "role.rca" -> families.add(MonitoringFamily.Pep);
				default -> families.add(MonitoringFamily.Other);
			}
		}
		return families;
	}

	private static Set<MonitoringFamily> byColumns(List<String> sanctions, List<String> datasets) {
		Set<MonitoringFamily> families = EnumSet.noneOf(MonitoringFamily.class);
		if (!sanctions.isEmpty()) {
			families.add(MonitoringFamily.Sanction);
		}
		if (datasets.stream().map(d -> d.toLowerCase(Locale.ROOT)).anyMatch(FamilyRules::namesPeps)) {
			families.add(MonitoringFamily.Pep);
		}
		if (families.isEmpty()) {
			families.add(MonitoringFamily.Other);
		}
		return families;
	}

	private static boolean namesPeps(String dataset) {
		return dataset.matches(".*(^|[^a-z])peps?([^a-z]|$).*") || dataset.contains("politically exposed");
	}
}

package dev.kontor.aml.screening.list;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.aml.monitoring.MonitoringFamily;

import static dev.kontor.aml.monitoring.MonitoringFamily.Other;
import static dev.kontor.aml.monitoring.MonitoringFamily.Pep;
import static dev.kontor.aml.monitoring.MonitoringFamily.Sanction;
import static org.assertj.core.api.Assertions.assertThat;

class FamilyRulesTest {

	static Stream<Arguments> cases() {
		return Stream.of(Arguments.of(List.of("sanction"), List.of(), List.of(), Set.of(Sanction)),
				Arguments.of(List.of("sanction.linked"), List.of(), List.of(), Set.of(Sanction)),
				Arguments.of(List.of("sanction.counter"), List.of(), List.of(), Set.of(Other)),
				Arguments.of(List.of("role.pep"), List.of(), List.of(), Set.of(Pep)),
				Arguments.of(List.of("ROLE.RCA"), List.of(), List.of(), Set.of(Pep)),
				Arguments.of(List.of("crime"), List.of(), List.of(), Set.of(Other)),
				Arguments.of(List.of("debarment"), List.of(), List.of(), Set.of(Other)),
				Arguments.of(List.of("sanction", "role.pep"), List.of(), List.of(), Set.of(Sanction, Pep)),
				Arguments.of(List.of("crime"), List.of("EU 269/2014"), List.of(), Set.of(Other)),
				Arguments.of(List.of(), List.of("EU 269/2014"), List.of("eu_fsf"), Set.of(Sanction)),
				Arguments.of(List.of(), List.of(), List.of("wd_peps"), Set.of(Pep)),
				Arguments.of(List.of(), List.of(), List.of("Every Politically Exposed Person"), Set.of(Pep)),
				Arguments.of(List.of(), List.of(), List.of("peppers_inc"), Set.of(Other)),
				Arguments.of(List.of(), List.of(), List.of("interpol_red_notices"), Set.of(Other)),
				Arguments.of(List.of(), List.of(), List.of(), Set.of(Other)));
	}

	@ParameterizedTest
	@MethodSource("cases")
	void mapsTopicsOrElseSanctionsAndDatasetsToFamilies(List<String> topics, List<String> sanctions,
			List<String> datasets, Set<MonitoringFamily> families) {
		assertThat(FamilyRules.families(topics, sanctions, datasets)).isEqualTo(families);
	}
}

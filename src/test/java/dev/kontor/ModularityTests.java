package dev.kontor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;

import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.docs.Documenter;

@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "module boundaries are read from the classes: checked once, against H2")
class ModularityTests {

	private final ApplicationModules modules = ApplicationModules.of(KontorApplication.class);

	@Test
	void modulesRespectTheirBoundaries() {
		modules.verify();
	}

	@Test
	void writesModuleDocumentation() {
		new Documenter(modules).writeModulesAsPlantUml().writeIndividualModulesAsPlantUml();
	}
}

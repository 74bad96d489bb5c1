package dev.kontor.kyc;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The KYC module's insides point one way: routes and pages ({@code web}) use the simulator, the callback check and
 * the sessions; the simulator signs its callbacks ({@code callback}) and reads open sessions; the callback check
 * applies outcomes to the sessions; the sessions know none of them, so a real provider's adapter plugs in beside the
 * simulator without touching them. The module's API at its root knows none of its insides.
 */
class KycInsideTest {

	private final JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kontor.kyc");

	@Test
	void packagesOfTheModuleImportEachOtherInNoCircle() {
		slices().matching("dev.kontor.kyc.(*)..").should().beFreeOfCycles().check(classes);
	}

	@Test
	void theApiAtTheRootKnowsNoneOfTheInsides() {
		noClasses().that()
			.resideInAPackage("dev.kontor.kyc")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..kyc.sessions..", "..kyc.callback..", "..kyc.simulator..", "..kyc.web..")
			.check(classes);
	}

	@Test
	void theSessionsKnowNoProviderNoCallbackAndNoRoute() {
		noClasses().that()
			.resideInAPackage("..kyc.sessions..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..kyc.callback..", "..kyc.simulator..", "..kyc.web..")
			.check(classes);
	}

	@Test
	void theCallbackCheckKnowsNoSimulatorAndNoRoute() {
		noClasses().that()
			.resideInAPackage("..kyc.callback..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..kyc.simulator..", "..kyc.web..")
			.check(classes);
	}

	@Test
	void theSimulatorChangesSessionsOnlyThroughTheCallback() {
		noClasses().that()
			.resideInAPackage("..kyc.simulator..")
			.should()
			.dependOnClassesThat()
			.haveSimpleNameStartingWith("ProviderOutcome")
			.orShould()
			.dependOnClassesThat()
			.haveSimpleName("ProviderCallbacks")
			.orShould()
			.dependOnClassesThat()
			.resideInAPackage("..kyc.web..")
			.check(classes);
	}
}

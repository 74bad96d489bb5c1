package dev.kontor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.List;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The insides of every module point one way, whatever the module: its packages import each other in no circle, and
 * its routes ({@code web} packages) are known to nothing else of the module. The orders, accounts and webhooks modules
 * have finer rules of their own ({@code OrdersInsideTest}, {@code AccountsInsideTest}, {@code WebhookPipelineTest}).
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "package dependencies are read from the classes: checked once, against H2")
class ModuleInsidesTest {

	private static final JavaClasses CLASSES = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kontor");

	static List<String> modules() {
		return List.of("accounts", "aml", "bankaccounts", "clients", "console", "corporateactions", "identity", "kyc",
				"masterdata", "orders", "payments", "pricefeed", "shared", "simulators", "webhooks");
	}

	@ParameterizedTest
	@MethodSource("modules")
	void packagesOfTheModuleImportEachOtherInNoCircle(String module) {
		slices().matching("dev.kontor." + module + ".(*)..")
			.should()
			.beFreeOfCycles()
			.allowEmptyShould(true)
			.check(CLASSES);
	}

	/** Every module but {@code shared}, whose {@code web} package is no route but what every module's routes use. */
	static List<String> modulesWithRoutes() {
		return modules().stream().filter(module -> !module.equals("shared")).toList();
	}

	@ParameterizedTest
	@MethodSource("modulesWithRoutes")
	void routesAreKnownToNothingElseOfTheModule(String module) {
		noClasses().that()
			.resideInAPackage("dev.kontor." + module + "..")
			.and()
			.resideOutsideOfPackage("dev.kontor." + module + "..web..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("dev.kontor." + module + "..web..")
			.allowEmptyShould(true)
			.check(CLASSES);
	}
}

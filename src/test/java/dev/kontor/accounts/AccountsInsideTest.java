package dev.kontor.accounts;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The accounts module's insides point one way: the routes ({@code web}) use the ledger ({@code internal}), which knows
 * no route; statements and loss reports read the ledger's tables on their own and are unknown to it; the module's
 * API at its root knows none of its insides.
 */
class AccountsInsideTest {

	private final JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kontor.accounts");

	@Test
	void packagesOfTheModuleImportEachOtherInNoCircle() {
		slices().matching("dev.kontor.accounts.(*)..").should().beFreeOfCycles().check(classes);
	}

	@Test
	void theApiAtTheRootKnowsNoneOfTheInsides() {
		noClasses().that()
			.resideInAPackage("dev.kontor.accounts")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..accounts.internal..", "..accounts.web..", "..accounts.statements..",
					"..accounts.losses..")
			.check(classes);
	}

	@Test
	void theLedgerKnowsNoRouteNoStatementAndNoLossReport() {
		noClasses().that()
			.resideInAPackage("..accounts.internal..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..accounts.web..", "..accounts.statements..", "..accounts.losses..")
			.check(classes);
	}

	@Test
	void reportsReadTheLedgersTablesWithoutItsClasses() {
		noClasses().that()
			.resideInAnyPackage("..accounts.statements..", "..accounts.losses..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..accounts.internal..", "..accounts.web..")
			.check(classes);
		noClasses().that()
			.resideInAPackage("..accounts.statements..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("..accounts.losses..")
			.check(classes);
	}
}

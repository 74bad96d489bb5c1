package dev.kontor.orders;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The orders module's insides run one way: the order side ({@code internal}) owns the order and execution tables,
 * the reservations and the ledger bookings; a venue ({@code venue}) decides and reports through the module's root
 * ({@code VenueReports}, {@code VenueReads}) and knows neither the order side, nor a table, nor the ledger; the web
 * layer calls the order side and no venue. The FIX venue ({@code fix}) is a venue like the simulated one, with tables
 * of its own (its session store, outbox and lease) but none of the order side's. No package of the module imports
 * another in a circle.
 */
class OrdersInsideTest {

	private final JavaClasses classes = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kontor.orders");

	@Test
	void packagesOfTheModuleImportEachOtherInNoCircle() {
		slices().matching("dev.kontor.orders.(*)..").should().beFreeOfCycles().check(classes);
	}

	@Test
	void theVenueAndTheOrderSideKnowEachOtherOnlyThroughTheModulesRoot() {
		noClasses().that()
			.resideInAnyPackage("..orders.venue..", "..orders.fix..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..orders.internal..", "..orders.web..")
			.check(classes);
		noClasses().that()
			.resideInAnyPackage("..orders.internal..", "..orders.web..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..orders.venue..", "..orders.fix..")
			.check(classes);
		noClasses().that()
			.resideInAPackage("..orders.venue..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("..orders.fix..")
			.check(classes);
		noClasses().that()
			.resideInAPackage("..orders.fix..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("..orders.venue..")
			.check(classes);
		noClasses().that()
			.resideInAPackage("..orders.internal..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("..orders.web..")
			.check(classes);
	}

	@Test
	void theVenueReadsAndWritesNoTableAndBooksNothingInTheLedger() {
		noClasses().that()
			.resideInAPackage("..orders.venue..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("org.springframework.jdbc..", "java.sql..", "javax.sql..", "dev.kontor.accounts..")
			.check(classes);
		noClasses().that()
			.resideInAPackage("..orders.fix..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("dev.kontor.accounts..")
			.check(classes);
	}

	@Test
	void theModulesRootIsAnApiThatKnowsNoneOfItsInsides() {
		noClasses().that()
			.resideInAPackage("dev.kontor.orders")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..orders.internal..", "..orders.venue..", "..orders.fix..", "..orders.web..")
			.check(classes);
	}
}

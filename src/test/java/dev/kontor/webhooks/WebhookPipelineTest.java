package dev.kontor.webhooks;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The webhooks module is a one-way pipeline: intake, queue, dispatch and settlement, with the catalogue, the
 * endpoints and the subscriptions as parts the pipeline reads, and no package of it imports another in a circle. The
 * event stream reads what the pipeline stored, and no part of the pipeline knows it.
 */
class WebhookPipelineTest {

	private final JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kontor.webhooks");

	@Test
	void packagesOfTheModuleImportEachOtherInNoCircle() {
		slices().matching("dev.kontor.webhooks.(*)..").should().beFreeOfCycles().check(classes);
	}

	@Test
	void laterStagesOfThePipelineAreUnknownToEarlierOnes() {
		noClasses().that()
			.resideInAnyPackage("..webhooks.catalogue..", "..webhooks.endpoints..", "..webhooks.subscriptions..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..webhooks.intake..", "..webhooks.queue..", "..webhooks.dispatch..",
					"..webhooks.settlement..")
			.check(classes);
		noClasses().that()
			.resideInAnyPackage("..webhooks.intake..", "..webhooks.queue..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..webhooks.dispatch..", "..webhooks.settlement..")
			.check(classes);
		noClasses().that()
			.resideInAnyPackage("..webhooks.catalogue..", "..webhooks.endpoints..", "..webhooks.subscriptions..",
					"..webhooks.intake..", "..webhooks.queue..", "..webhooks.dispatch..", "..webhooks.settlement..")
			.should()
			.dependOnClassesThat()
			.resideInAPackage("..webhooks.stream..")
			.check(classes);
		noClasses().that()
			.resideInAPackage("..webhooks.settlement..")
			.should()
			.dependOnClassesThat()
			.resideInAnyPackage("..webhooks.dispatch..", "..webhooks.intake..")
			.check(classes);
	}
}

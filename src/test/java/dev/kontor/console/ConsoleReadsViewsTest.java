package dev.kontor.console;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import org.springframework.stereotype.Repository;

import dev.kontor.identity.keys.KeyRing;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.webhooks.endpoints.EndpointManagement;
import dev.kontor.webhooks.endpoints.SigningSecret;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The console renders views made for it: no store of another module, no key ring and no record that holds a secret
 * crosses into it, so that a page cannot show or log what it was never given.
 */
class ConsoleReadsViewsTest {

	private final JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages("dev.kontor");

	@Test
	void usesNoRepositoryOfAnotherModule() {
		noClasses().that()
			.resideInAPackage("dev.kontor.console..")
			.should()
			.dependOnClassesThat()
			.areAnnotatedWith(Repository.class)
			.check(classes);
	}

	@Test
	void usesNeitherTheKeyRingNorTheStoredEndpointWithItsSecrets() {
		noClasses().that()
			.resideInAPackage("dev.kontor.console..")
			.should()
			.dependOnClassesThat()
			.belongToAnyOf(KeyRing.class, Tenants.class, WebhookEndpoint.class, SigningSecret.class,
					EndpointManagement.class)
			.check(classes);
	}
}

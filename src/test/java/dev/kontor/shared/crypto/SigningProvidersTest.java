package dev.kontor.shared.crypto;

import java.security.Provider;
import java.security.Signature;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class SigningProvidersTest {

	private static final Supplier<Provider> MUST_NOT_LOAD = () -> fail("the fast provider was loaded");

	private final List<String> lines = new ArrayList<>();

	@Test
	void correttoHasBuildsForLinuxOnX8664AndAarch64Only() {
		assertThat(new OperatingSystem("Linux", "amd64").hasCorrettoBuild()).isTrue();
		assertThat(new OperatingSystem("Linux", "x86_64").hasCorrettoBuild()).isTrue();
		assertThat(new OperatingSystem("Linux", "aarch64").hasCorrettoBuild()).isTrue();
		assertThat(new OperatingSystem("Mac OS X", "aarch64").hasCorrettoBuild()).isFalse();
		assertThat(new OperatingSystem("Windows 11", "amd64").hasCorrettoBuild()).isFalse();
		assertThat(new OperatingSystem("Linux", "s390x").hasCorrettoBuild()).isFalse();
		assertThat(new OperatingSystem("Linux", "riscv64").hasCorrettoBuild()).isFalse();
	}

	@Test
	void correttoSignsFirstOnLinux() throws Exception {
		OperatingSystem here = OperatingSystem.current();
		assumeTrue(here.hasCorrettoBuild(), "Corretto Crypto Provider has no build for " + here);

		Provider chosen = SigningProviders.install(here, true, SigningProviders::corretto, lines::add);

		assertThat(chosen.getName()).isEqualTo(SigningProviders.CORRETTO);
		assertThat(Signature.getInstance("SHA256withRSA").getProvider().getName()).isEqualTo(SigningProviders.CORRETTO);
		assertThat(Signature.getInstance("SHA256withECDSA").getProvider().getName())
			.isEqualTo(SigningProviders.CORRETTO);
		assertThat(lines).singleElement()
			.asString()
			.startsWith("Signing tokens with AmazonCorrettoCryptoProvider 2.5")
			.contains(here.toString());
	}

	@Test
	void jdkSignsWhereCorrettoHasNoBuild() {
		Provider chosen = SigningProviders.install(new OperatingSystem("Mac OS X", "aarch64"), true, MUST_NOT_LOAD,
				lines::add);

		assertThat(chosen.getName()).isEqualTo("SunRsaSign");
		assertThat(lines).containsExactly("Signing tokens with the JDK's providers (SunRsaSign for RSA, SunEC for "
				+ "ECDSA): Amazon Corretto Crypto Provider has no build for Mac OS X/aarch64");
	}

	@Test
	void jdkSignsWhenTheNativeLibraryCannotBeLoaded() {
		Provider chosen = SigningProviders.install(new OperatingSystem("Linux", "aarch64"), true, () -> {
			throw new UnsatisfiedLinkError("no amazonCorrettoCryptoProvider in java.library.path");
		}, lines::add);

		assertThat(chosen.getName()).isEqualTo("SunRsaSign");
		assertThat(lines).singleElement()
			.asString()
			.startsWith("Signing tokens with the JDK's providers")
			.contains("could not be loaded on Linux/aarch64", "UnsatisfiedLinkError");
	}

	@Test
	void jdkSignsWhenTheFastProviderIsTurnedOff() {
		Provider chosen = SigningProviders.install(new OperatingSystem("Linux", "amd64"), false, MUST_NOT_LOAD,
				lines::add);

		assertThat(chosen.getName()).isEqualTo("SunRsaSign");
		assertThat(lines).singleElement().asString().endsWith("kontor.crypto.fast-provider is false");
	}
}

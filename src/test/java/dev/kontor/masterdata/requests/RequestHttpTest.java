package dev.kontor.masterdata.requests;

import org.junit.jupiter.api.BeforeEach;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.HttpTest;

/** Base of the instrument request HTTP tests: a fresh tenant per test and the provider's known objects. */
abstract class RequestHttpTest extends HttpTest {

	@Autowired
	KnownReferenceObjects provider;

	RequestTenant tenant;

	@BeforeEach
	void newTenant() {
		tenant = new RequestTenant(http, platform);
	}

	/** A valid ISIN of an instrument the provider knows, which no other test uses. */
	String knownIsin() {
		return provider.newInstrument().isinCode();
	}
}

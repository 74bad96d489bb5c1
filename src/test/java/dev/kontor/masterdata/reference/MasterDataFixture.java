package dev.kontor.masterdata.reference;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;


import dev.kontor.testing.Http;
import dev.kontor.testing.MasterDataErrors;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** The sample snapshot in the store, a reader's token, and the check of document 2's error body. */
public final class MasterDataFixture {

	public static final String SAMPLE = "masterdata/sample-snapshot.json";

	private MasterDataFixture() {
	}

	public static String sample() {
		try (InputStream in = MasterDataFixture.class.getClassLoader().getResourceAsStream(SAMPLE)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Imports the sample (every import replaces the same objects, so tests may do it again) and answers a reader. */
	public static String sampleAndReader(Http http, Platform platform) {
		Http.Response imported = http.postJson("/api/masterdata/v2/admin/snapshots", platform.adminToken(), sample());
		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
		return platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "masterdata.read"),
				"masterdata.read");
	}

	/** Document 2's error body with the status and a message containing {@code messagePart}. */
	public static void assertError(Http.Response response, int code, String status, String messagePart) {
		MasterDataErrors.assertError(response, code, status, messagePart);
	}

	public static void assertBadRequest(Http.Response response, String messagePart) {
		assertError(response, 400, "BAD_REQUEST", messagePart);
	}
}

package dev.kontor.shared.idempotency;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RequestFingerprintTest {

	@Test
	void jsonWithPropertiesInAnotherOrderAndOtherWhiteSpaceIsTheSameRequest() {
		assertThat(fingerprint("POST", "/p", "{\"a\":1,\"b\":{\"y\":[1,{\"q\":2,\"p\":3}],\"x\":\"s\"}}"))
			.isEqualTo(fingerprint("POST", "/p", "{ \"b\": { \"x\": \"s\", \"y\": [ 1, { \"p\": 3, \"q\": 2 } ] }, \"a\": 1 }"));
	}

	@Test
	void everyDigitOfANumberCounts() {
		assertThat(fingerprint("POST", "/p", "{\"amount\":100.000000000000000001}"))
			.isNotEqualTo(fingerprint("POST", "/p", "{\"amount\":100.0}"));
		assertThat(fingerprint("POST", "/p", "{\"amount\":1.0}"))
			.isNotEqualTo(fingerprint("POST", "/p", "{\"amount\":1.00}"));
	}

	@Test
	void arrayOrderMethodPathAndQueryCount() {
		String body = "{\"ids\":[1,2]}";
		String base = fingerprint("POST", "/p", body);

		assertThat(fingerprint("POST", "/p", "{\"ids\":[2,1]}")).isNotEqualTo(base);
		assertThat(fingerprint("PUT", "/p", body)).isNotEqualTo(base);
		assertThat(fingerprint("POST", "/q", body)).isNotEqualTo(base);
		assertThat(RequestFingerprint.of("POST", "/p", "x=1", bytes(body))).isNotEqualTo(base);
	}

	@Test
	void aBodyThatIsNotJsonCountsByteForByte() {
		assertThat(RequestFingerprint.canonical(bytes("not json {"))).isEqualTo(bytes("not json {"));
		assertThat(fingerprint("POST", "/p", "{\"a\":1} trailing")).isNotEqualTo(fingerprint("POST", "/p", "{\"a\":1}"));
		assertThat(fingerprint("POST", "/p", "")).isNotEqualTo(fingerprint("POST", "/p", " "));
	}

	private static String fingerprint(String method, String path, String body) {
		return RequestFingerprint.of(method, path, null, bytes(body));
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}
}

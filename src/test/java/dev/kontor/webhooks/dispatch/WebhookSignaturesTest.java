package dev.kontor.webhooks.dispatch;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookVerificationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.webhooks.endpoints.SigningSecret;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The expected values are independent of the code under test: the {@code webhook-signature} is checked with the
 * official Standard Webhooks Java library, and the fixed vectors were computed with openssl, for example
 * {@code printf '%s' "$body" | openssl dgst -sha256 -mac HMAC -macopt hexkey:000102…1f -binary | base64}.
 */
class WebhookSignaturesTest {

	/** Key bytes 0x00 to 0x1f. */
	private static final SigningSecret CURRENT = SigningSecret
		.parse("whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=");

	/** Key bytes 0x20 to 0x3f. */
	private static final SigningSecret PREVIOUS = SigningSecret
		.parse("whsec_ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8=");

	private static final String EVENT_ID = "0192f3a0-7c1e-7d2a-9b3c-4d5e6f708192";

	/** Not ASCII on purpose: the body is signed as the UTF-8 bytes sent. */
	private static final String BODY = "{\"eventId\":\"" + EVENT_ID
			+ "\",\"type\":\"BONewBankAccountCreate\",\"note\":\"Z\u00fcrich\"}";

	private static final Instant FIXED_TIME = Instant.ofEpochSecond(1767225600);

	private final WebhookSignatures signatures = new WebhookSignatures();

	@Test
	void signsTheBodyInTheContentSignatureHeaderAsOpensslDoes() {
		Map<String, String> headers = signFixed(List.of(CURRENT));

		assertThat(headers).containsEntry("X-Svc-Trader-Backend-Content-Signature-HMAC",
				"sha256=Kb7lv5i4A9x8ZhklJYC46KZxGe9Idxy/9U9K5PPFmPU=");
	}

	@Test
	void signsIdTimestampAndBodyInTheStandardWebhooksHeadersAsOpensslDoes() {
		Map<String, String> headers = signFixed(List.of(CURRENT));

		assertThat(headers).containsEntry("webhook-id", EVENT_ID)
			.containsEntry("webhook-timestamp", "1767225600")
			.containsEntry("webhook-signature", "v1,1CrXmeA9KLsM7AYKoGaF7F2lJH0RSw1mmtJol4kNYfg=")
			.hasSize(4);
	}

	@Test
	void signsTheSameContentAsTheStandardWebhooksLibrary() throws Exception {
		String librarySignature = new Webhook(CURRENT.value()).sign(EVENT_ID, FIXED_TIME.getEpochSecond(), BODY);

		assertThat(signFixed(List.of(CURRENT))).containsEntry("webhook-signature", librarySignature);
	}

	@Test
	void attemptSignedNowVerifiesWithTheStandardWebhooksLibrary() {
		Map<String, String> headers = signNow(BODY, List.of(CURRENT));

		assertThatCode(() -> new Webhook(CURRENT.value()).verify(BODY, asMultiMap(headers)))
			.doesNotThrowAnyException();
	}

	@Test
	void signsWithBothSecretsDuringARotation() {
		Map<String, String> headers = signFixed(List.of(CURRENT, PREVIOUS));

		assertThat(headers).containsEntry("X-Svc-Trader-Backend-Content-Signature-HMAC",
				"sha256=Kb7lv5i4A9x8ZhklJYC46KZxGe9Idxy/9U9K5PPFmPU=,sha256=0cHJ9lOH5ctO8YnZuU2pwiCeT5XvS7xBg5NBj/Booxk=")
			.containsEntry("webhook-signature",
					"v1,1CrXmeA9KLsM7AYKoGaF7F2lJH0RSw1mmtJol4kNYfg= v1,Qerk/R5G7RDiZG/Bv8Tc3E1Fd7jwff5Kg7QIhnxTVcs=");
	}

	@ParameterizedTest
	@MethodSource("secretsAReceiverMayKnowDuringARotation")
	void receiverKnowingEitherSecretVerifiesDuringARotation(SigningSecret known) {
		Map<String, String> headers = signNow(BODY, List.of(CURRENT, PREVIOUS));

		assertThatCode(() -> new Webhook(known.value()).verify(BODY, asMultiMap(headers))).doesNotThrowAnyException();
	}

	static Stream<SigningSecret> secretsAReceiverMayKnowDuringARotation() {
		return Stream.of(CURRENT, PREVIOUS);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("tamperedDeliveries")
	void tamperedDeliveryDoesNotVerify(String tampering, String receivedBody, Map<String, String> receivedHeaders) {
		assertThatThrownBy(() -> new Webhook(CURRENT.value()).verify(receivedBody, asMultiMap(receivedHeaders)))
			.isInstanceOf(WebhookVerificationException.class);
	}

	static Stream<Arguments> tamperedDeliveries() {
		WebhookSignatures signatures = new WebhookSignatures();
		Instant now = Instant.now();
		Map<String, String> genuine = signatures.headersFor(EVENT_ID, now, utf8(BODY), List.of(CURRENT));
		return Stream.of(arguments("changed body", BODY.replace("Z\u00fcrich", "Zurich"), genuine),
				arguments("changed timestamp", BODY,
						replaced(genuine, "webhook-timestamp", Long.toString(now.getEpochSecond() - 1))),
				arguments("changed event id", BODY, replaced(genuine, "webhook-id", "another-event")),
				arguments("signed with another secret", BODY,
						signatures.headersFor(EVENT_ID, now, utf8(BODY), List.of(PREVIOUS))));
	}

	@Test
	void changedBodyChangesTheContentSignature() {
		Map<String, String> genuine = signFixed(List.of(CURRENT));
		Map<String, String> changed = signatures.headersFor(EVENT_ID, FIXED_TIME, utf8(BODY + " "), List.of(CURRENT));

		assertThat(changed.get("X-Svc-Trader-Backend-Content-Signature-HMAC"))
			.isNotEqualTo(genuine.get("X-Svc-Trader-Backend-Content-Signature-HMAC"));
	}

	@Test
	void dataCryptogramSignsTimestampAndBodyWithTheAuthSecretAsOpensslDoes() {
		assertThat(WebhookSignatures.dataCryptogram("correct horse battery staple", 1767225600, utf8(BODY)))
			.isEqualTo("lYxn+HqC94CsEOvUBmgl4YmTTCirpoXfnQjNwA+9w3k=");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("changedCryptogramInputs")
	void dataCryptogramChangesWithAnyInput(String change, String authSecret, long epochSeconds, String body) {
		assertThat(WebhookSignatures.dataCryptogram(authSecret, epochSeconds, utf8(body)))
			.isNotEqualTo("lYxn+HqC94CsEOvUBmgl4YmTTCirpoXfnQjNwA+9w3k=");
	}

	static Stream<Arguments> changedCryptogramInputs() {
		return Stream.of(arguments("body", "correct horse battery staple", 1767225600L, BODY + " "),
				arguments("timestamp", "correct horse battery staple", 1767225601L, BODY),
				arguments("auth secret", "correct horse battery stapler", 1767225600L, BODY));
	}

	@Test
	void refusesToSignWithoutASecret() {
		assertThatThrownBy(() -> signFixed(List.of())).isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void secretsNeverAppearInToString() {
		String base64 = CURRENT.value().substring("whsec_".length());

		assertThat(CURRENT.toString()).isEqualTo("whsec_…").doesNotContain(base64);
		assertThat(List.of(CURRENT, PREVIOUS).toString()).doesNotContain(base64)
			.doesNotContain(PREVIOUS.value().substring("whsec_".length()));
		assertThat(SigningSecret.generate().toString()).isEqualTo("whsec_…");
	}

	@Test
	void generatesThirtyTwoRandomBytesThatParseBack() {
		SigningSecret generated = SigningSecret.generate();

		assertThat(generated.value()).startsWith("whsec_");
		assertThat(generated.key()).hasSize(32);
		assertThat(SigningSecret.parse(generated.value())).isEqualTo(generated);
		assertThat(SigningSecret.generate()).isNotEqualTo(generated);
	}

	@Test
	void keyIsTheDecodedBase64AfterThePrefix() {
		byte[] expected = new byte[32];
		for (int i = 0; i < expected.length; i++) {
			expected[i] = (byte) i;
		}

		assertThat(CURRENT.key()).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("malformedSecrets")
	void refusesMalformedSecretsWithoutRepeatingThem(String problem, String text) {
		String secretPart = text.startsWith("whsec_") ? text.substring("whsec_".length()) : text;

		assertThatThrownBy(() -> SigningSecret.parse(text)).isInstanceOf(IllegalArgumentException.class)
			.hasMessageNotContaining(secretPart);
	}

	static Stream<Arguments> malformedSecrets() {
		return Stream.of(arguments("no prefix", base64OfBytes(32)),
				arguments("other prefix", "whsek_" + base64OfBytes(32)),
				arguments("not base64", "whsec_*" + base64OfBytes(32).substring(1)),
				arguments("url-safe alphabet", "whsec_" + base64OfBytes(32).replace('/', '_')),
				arguments("23 bytes", "whsec_" + base64OfBytes(23)),
				arguments("65 bytes", "whsec_" + base64OfBytes(65)));
	}

	@Test
	void refusesThePrefixWithoutAKey() {
		assertThatThrownBy(() -> SigningSecret.parse("whsec_")).isInstanceOf(IllegalArgumentException.class);
	}

	@ParameterizedTest
	@MethodSource("acceptedLengths")
	void acceptsSecretsOfTwentyFourToSixtyFourBytes(int bytes) {
		assertThat(SigningSecret.parse("whsec_" + base64OfBytes(bytes)).key()).hasSize(bytes);
	}

	static Stream<Integer> acceptedLengths() {
		return Stream.of(24, 32, 64);
	}

	private Map<String, String> signFixed(List<SigningSecret> secrets) {
		return signatures.headersFor(EVENT_ID, FIXED_TIME, utf8(BODY), secrets);
	}

	/** The library checks the timestamp against the real clock, allowing five minutes either way. */
	private Map<String, String> signNow(String body, List<SigningSecret> secrets) {
		return signatures.headersFor(EVENT_ID, Instant.now(), utf8(body), secrets);
	}

	private static Map<String, List<String>> asMultiMap(Map<String, String> headers) {
		return headers.entrySet()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, entry -> List.of(entry.getValue())));
	}

	private static Map<String, String> replaced(Map<String, String> headers, String name, String value) {
		Map<String, String> copy = new LinkedHashMap<>(headers);
		copy.put(name, value);
		return copy;
	}

	private static String base64OfBytes(int count) {
		byte[] bytes = new byte[count];
		// All ones encode mostly as '/', which the url-safe alphabet spells differently.
		Arrays.fill(bytes, (byte) 0xff);
		return Base64.getEncoder().encodeToString(bytes);
	}

	private static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}
}

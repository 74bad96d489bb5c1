package dev.kontor.kyc.sessions;

import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class SessionRequestRulesTest {

	private static final Set<String> PROVIDERS = Set.of("Simulated");

	@ParameterizedTest
	@ValueSource(strings = { "https://app.example.com/done", "https://app.example.com:8443/kyc?x=1#y",
			"http://localhost:3000/done", "http://127.0.0.1/done", "http://[::1]:8080/" })
	void acceptsHttpsAndLocalHttp(String url) {
		assertThat(SessionRequestRules.redirectUrlError(url)).isNull();
	}

	@ParameterizedTest
	@ValueSource(strings = { "", " ", "http://app.example.com/", "ftp://app.example.com/", "javascript:alert(1)",
			"data:text/html,x", "/relative", "https:///no-host", "https://user@app.example.com/", "not a url",
			"http://localhost.example.com/" })
	void refusesEveryOtherRedirectUrl(String url) {
		assertThat(SessionRequestRules.redirectUrlError(url)).isNotNull();
	}

	@ParameterizedTest
	@ValueSource(strings = { "a", "A-z.0_9", "123456789012345678901234567890123456" })
	void acceptsInitiatorKycIdsOfTheContract(String id) {
		assertThatNoException().isThrownBy(() -> SessionRequestRules
			.check(new SessionRequest(id, "Simulated", "https://app.example.com/"), PROVIDERS));
	}

	static Stream<Arguments> brokenRequests() {
		return Stream.of(Arguments.of(new SessionRequest(null, "Simulated", "https://a.example/"), "initiatorKycId"),
				Arguments.of(new SessionRequest("1234567890123456789012345678901234567", "Simulated",
						"https://a.example/"), "initiatorKycId"),
				Arguments.of(new SessionRequest("ä", "Simulated", "https://a.example/"), "initiatorKycId"),
				Arguments.of(new SessionRequest("id", null, "https://a.example/"), "provider"),
				Arguments.of(new SessionRequest("id", "SIMULATED", "https://a.example/"), "provider"),
				Arguments.of(new SessionRequest("id", "Simulated", null), "redirectUrl"),
				Arguments.of(new SessionRequest("id", "Simulated", "https://a.example/" + "x".repeat(2000)),
						"redirectUrl"));
	}

	@ParameterizedTest
	@MethodSource("brokenRequests")
	void namesTheBrokenProperty(SessionRequest request, String property) {
		InvalidInput refused = catchThrowableOfType(InvalidInput.class,
				() -> SessionRequestRules.check(request, PROVIDERS));
		assertThat(refused.errors()).containsOnlyKeys(property);
	}
}

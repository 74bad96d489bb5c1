package dev.kontor.identity.server;

import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CodeVerifierFormatTest {

	private final CodeVerifierFormat format = new CodeVerifierFormat();

	static Stream<Arguments> acceptedVerifiers() {
		return Stream.of(Arguments.of("a".repeat(43)), Arguments.of("Z".repeat(128)),
				Arguments.of("azAZ09-._~".repeat(5)));
	}

	static Stream<Arguments> refusedVerifiers() {
		return Stream.of(Arguments.of(""), Arguments.of("a".repeat(42)), Arguments.of("a".repeat(129)),
				Arguments.of("a".repeat(42) + "+"), Arguments.of("a".repeat(42) + " "),
				Arguments.of("a".repeat(42) + "/"), Arguments.of("a".repeat(42) + "="));
	}

	@ParameterizedTest
	@MethodSource("acceptedVerifiers")
	void letsValidVerifierPassToTheCodeExchange(String verifier) {
		assertThat(format.convert(tokenRequest("authorization_code", verifier))).isNull();
	}

	@ParameterizedTest
	@MethodSource("refusedVerifiers")
	void refusesVerifierOutsideRfc7636(String verifier) {
		assertThatThrownBy(() -> format.convert(tokenRequest("authorization_code", verifier)))
			.isInstanceOfSatisfying(OAuth2AuthenticationException.class,
					ex -> assertThat(ex.getError().getErrorCode()).isEqualTo("invalid_request"));
	}

	@ParameterizedTest
	@MethodSource("refusedVerifiers")
	void ignoresOtherGrants(String verifier) {
		assertThat(format.convert(tokenRequest("refresh_token", verifier))).isNull();
	}

	private static MockHttpServletRequest tokenRequest(String grantType, String verifier) {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/connect/token");
		request.addParameter("grant_type", grantType);
		request.addParameter("code_verifier", verifier);
		return request;
	}
}

package dev.kontor.identity.clients;

import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LogoutRedirectUrisTest {

	static Stream<Arguments> accepted() {
		return Stream.of(Arguments.of("https://app.example.com/signed-out", ApplicationType.WEB),
				Arguments.of("HTTPS://app.example.com:8443/signed-out?x=1", ApplicationType.WEB),
				Arguments.of("http://localhost:3000/signed-out", ApplicationType.WEB),
				Arguments.of("http://127.0.0.1/signed-out", ApplicationType.DESKTOP),
				Arguments.of("http://[::1]:8080/", ApplicationType.WEB),
				Arguments.of("com.example.app:/signed-out", ApplicationType.MOBILE),
				Arguments.of("com.example.desktop:/signed-out", ApplicationType.DESKTOP));
	}

	@ParameterizedTest(name = "{0} ({1})")
	@MethodSource("accepted")
	void acceptsHttpsLoopbackHttpAndPrivateUseSchemesOfNativeApplications(String uri, ApplicationType type) {
		assertThatCode(() -> LogoutRedirectUris.check(uri, type)).doesNotThrowAnyException();
	}

	static Stream<Arguments> refused() {
		return Stream.of(Arguments.of("http://app.example.com/signed-out", ApplicationType.WEB),
				Arguments.of("http://localhost.example.com/", ApplicationType.WEB),
				Arguments.of("https://app.example.com/signed-out#top", ApplicationType.WEB),
				Arguments.of("/signed-out", ApplicationType.WEB), Arguments.of("https:/no-host", ApplicationType.WEB),
				Arguments.of("com.example.app:/signed-out", ApplicationType.WEB),
				Arguments.of("com.example.app:/signed-out", ApplicationType.SERVER),
				Arguments.of("exampleapp:/signed-out", ApplicationType.MOBILE),
				Arguments.of("javascript:alert(1)", ApplicationType.MOBILE),
				Arguments.of("https://app.example.com/a b", ApplicationType.WEB));
	}

	@ParameterizedTest(name = "{0} ({1})")
	@MethodSource("refused")
	void refusesEverythingElse(String uri, ApplicationType type) {
		assertThatThrownBy(() -> LogoutRedirectUris.check(uri, type)).isInstanceOf(InvalidInput.class);
	}
}

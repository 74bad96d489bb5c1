package dev.kontor.identity.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;

/** The shortcut answers exactly what Spring Security's resolver answers, token or error, for every header shape. */
class BearerTokensTest {

	private static final String JWT = "eyJraWQiOiIxIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLV8";

	static Stream<String> headers() {
		return Stream.of("Bearer " + JWT, "bearer " + JWT, "BEARER " + JWT, "Bearer ", "Bearer", "Bearer  " + JWT,
				"Bearer " + JWT + " ", "Bearer " + JWT + "==", "Bearer abc+/~", "Bearer a b", "Bearer " + JWT + "\n",
				"Bearer ä" + JWT, "Basic dXNlcjpwYXNz", "Bearer=" + JWT, "");
	}

	@ParameterizedTest
	@MethodSource("headers")
	void answersAsSpringSecuritysResolverDoes(String header) {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", "/api/client/1/order");
		request.addHeader(HttpHeaders.AUTHORIZATION, header);

		Outcome expected = Outcome.of(() -> new DefaultBearerTokenResolver().resolve(request));
		Outcome actual = Outcome.of(() -> new BearerTokens().resolve(request));

		assertThat(actual).isEqualTo(expected);
	}

	@Test
	void returnsTheTokenOfAWellFormedHeaderUnchanged() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/v3/clients");
		request.addHeader(HttpHeaders.AUTHORIZATION, "Bearer " + JWT);

		assertThat(new BearerTokens().resolve(request)).isEqualTo(JWT);
	}

	@Test
	void answersNothingWithoutAnAuthorizationHeader() {
		assertThat(new BearerTokens().resolve(new MockHttpServletRequest("GET", "/api/v3/clients"))).isNull();
	}

	@Test
	void takesTheAccessTokenParameterOnlyWhereABrowserOpensAStream() {
		MockHttpServletRequest stream = new MockHttpServletRequest("GET", "/api/pricefeed/v2/quotes/stream");
		stream.setParameter("access_token", JWT);
		MockHttpServletRequest quotes = new MockHttpServletRequest("GET", "/api/pricefeed/v2/quotes");
		quotes.setParameter("access_token", JWT);

		assertThat(new BearerTokens().resolve(stream)).isEqualTo(JWT);
		assertThat(new BearerTokens().resolve(quotes)).isNull();
	}

	private record Outcome(String token, String errorCode) {

		static Outcome of(Supplier<String> resolution) {
			Throwable failure = catchThrowable(resolution::get);
			if (failure instanceof OAuth2AuthenticationException refused) {
				return new Outcome(null, refused.getError().getErrorCode() + " " + refused.getError().getDescription());
			}
			assertThat(failure).isNull();
			return new Outcome(resolution.get(), null);
		}
	}
}

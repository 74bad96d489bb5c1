package dev.kontor.identity;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.oauth2.sdk.AccessTokenResponse;
import com.nimbusds.oauth2.sdk.AuthorizationCode;
import com.nimbusds.oauth2.sdk.AuthorizationCodeGrant;
import com.nimbusds.oauth2.sdk.AuthorizationErrorResponse;
import com.nimbusds.oauth2.sdk.AuthorizationResponse;
import com.nimbusds.oauth2.sdk.ClientCredentialsGrant;
import com.nimbusds.oauth2.sdk.RefreshTokenGrant;
import com.nimbusds.oauth2.sdk.ResponseType;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.TokenIntrospectionRequest;
import com.nimbusds.oauth2.sdk.TokenIntrospectionResponse;
import com.nimbusds.oauth2.sdk.TokenRequest;
import com.nimbusds.oauth2.sdk.TokenResponse;
import com.nimbusds.oauth2.sdk.TokenRevocationRequest;
import com.nimbusds.oauth2.sdk.auth.ClientSecretBasic;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.id.Issuer;
import com.nimbusds.oauth2.sdk.id.State;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import com.nimbusds.oauth2.sdk.pkce.CodeVerifier;
import com.nimbusds.oauth2.sdk.token.RefreshToken;
import com.nimbusds.openid.connect.sdk.AuthenticationRequest;
import com.nimbusds.openid.connect.sdk.Nonce;
import com.nimbusds.openid.connect.sdk.OIDCTokenResponse;
import com.nimbusds.openid.connect.sdk.OIDCTokenResponseParser;
import com.nimbusds.openid.connect.sdk.UserInfoRequest;
import com.nimbusds.openid.connect.sdk.UserInfoResponse;
import com.nimbusds.openid.connect.sdk.claims.IDTokenClaimsSet;
import com.nimbusds.openid.connect.sdk.op.OIDCProviderMetadata;
import com.nimbusds.openid.connect.sdk.validators.IDTokenValidator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import dev.kontor.testing.HeadlessChromium;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An independent OpenID Connect client library (Nimbus OAuth 2.0 SDK) against the provider, with a real headless
 * browser on the sign-in and consent pages: discovery, client credentials, authorization code with PKCE, ID token
 * validation, userinfo, refresh, introspection and revocation.
 */
class OidcClientLibraryTest extends HttpTest {

	private static final Path SCREENSHOTS = Path.of("target", "screenshots");

	private ChromeDriver browser;

	private OIDCProviderMetadata provider;

	private UUID tenantId;

	private URI callback;

	@BeforeEach
	void discover() throws Exception {
		provider = OIDCProviderMetadata.resolve(new Issuer(BASE_URL));
		tenantId = platform.newTenant();
		callback = URI.create("http://127.0.0.1:" + PORT + "/test-callback");
	}

	@AfterEach
	void closeBrowser() {
		if (browser != null) {
			browser.quit();
		}
	}

	@Test
	void discoveryDescribesThisProvider() {
		assertThat(provider.getIssuer().getValue()).isEqualTo(BASE_URL);
		assertThat(provider.getTokenEndpointURI()).isEqualTo(URI.create(BASE_URL + "/connect/token"));
		assertThat(provider.getCodeChallengeMethods()).containsExactly(CodeChallengeMethod.S256);
	}

	@Test
	void clientCredentials() throws Exception {
		Platform.Client client = platform.newServerClient(tenantId, "clients.read");

		TokenResponse response = TokenResponse.parse(new TokenRequest(provider.getTokenEndpointURI(),
				basic(client), new ClientCredentialsGrant(), new Scope("clients.read")).toHTTPRequest().send());

		assertThat(response.indicatesSuccess()).isTrue();
		AccessTokenResponse success = response.toSuccessResponse();
		assertThat(success.getTokens().getAccessToken().getScope().toStringList()).containsExactly("clients.read");
		assertThat(success.getTokens().getAccessToken().getLifetime()).isPositive();
	}

	@Test
	void authorizationCodeWithPkceThroughTheSignInAndConsentPages() throws Exception {
		Platform.Client client = webClient();
		Platform.User user = platform.newUser(tenantId);
		CodeVerifier verifier = new CodeVerifier();
		State state = new State();
		Nonce nonce = new Nonce();

		URI redirect = signInAndConsent(authenticationRequest(client, verifier, state, nonce), user, "#submit-consent");

		AuthorizationResponse authorization = AuthorizationResponse.parse(redirect);
		assertThat(authorization.indicatesSuccess()).isTrue();
		assertThat(authorization.getState()).isEqualTo(state);
		AuthorizationCode code = authorization.toSuccessResponse().getAuthorizationCode();

		OIDCTokenResponse tokens = (OIDCTokenResponse) OIDCTokenResponseParser.parse(new TokenRequest(
				provider.getTokenEndpointURI(), basic(client), new AuthorizationCodeGrant(code, callback, verifier))
			.toHTTPRequest()
			.send())
			.toSuccessResponse();

		IDTokenClaimsSet idToken = new IDTokenValidator(provider.getIssuer(), new ClientID(client.clientId()),
				JWSAlgorithm.RS256, provider.getJWKSetURI().toURL())
			.validate(tokens.getOIDCTokens().getIDToken(), nonce);
		assertThat(idToken.getSubject().getValue()).isEqualTo(user.id().toString());

		UserInfoResponse userInfo = UserInfoResponse.parse(new UserInfoRequest(provider.getUserInfoEndpointURI(),
				tokens.getOIDCTokens().getBearerAccessToken())
			.toHTTPRequest()
			.send());
		assertThat(userInfo.indicatesSuccess()).isTrue();
		assertThat(userInfo.toSuccessResponse().getUserInfo().getEmailAddress())
			.isEqualTo(user.username() + "@example.com");

		RefreshToken refreshToken = tokens.getOIDCTokens().getRefreshToken();
		AccessTokenResponse refreshed = TokenResponse.parse(new TokenRequest(provider.getTokenEndpointURI(),
				basic(client), new RefreshTokenGrant(refreshToken)).toHTTPRequest().send()).toSuccessResponse();
		assertThat(refreshed.getTokens().getRefreshToken()).isNotEqualTo(refreshToken);

		HTTPResponse revocation = new TokenRevocationRequest(provider.getRevocationEndpointURI(), basic(client),
				refreshed.getTokens().getAccessToken())
			.toHTTPRequest()
			.send();
		assertThat(revocation.getStatusCode()).isEqualTo(200);
		TokenIntrospectionResponse introspection = TokenIntrospectionResponse
			.parse(new TokenIntrospectionRequest(provider.getIntrospectionEndpointURI(), basic(client),
					refreshed.getTokens().getAccessToken())
				.toHTTPRequest()
				.send());
		assertThat(introspection.toSuccessResponse().isActive()).isFalse();
	}

	@Test
	void endSessionSignsTheUserOut() throws Exception {
		Platform.Client client = webClient();
		Platform.User user = platform.newUser(tenantId);
		CodeVerifier verifier = new CodeVerifier();
		URI redirect = signInAndConsent(authenticationRequest(client, verifier, new State(), new Nonce()), user,
				"#submit-consent");
		AuthorizationCode code = AuthorizationResponse.parse(redirect).toSuccessResponse().getAuthorizationCode();
		OIDCTokenResponse tokens = (OIDCTokenResponse) OIDCTokenResponseParser.parse(new TokenRequest(
				provider.getTokenEndpointURI(), basic(client), new AuthorizationCodeGrant(code, callback, verifier))
			.toHTTPRequest()
			.send())
			.toSuccessResponse();

		browser.get(provider.getEndSessionEndpointURI() + "?id_token_hint="
				+ tokens.getOIDCTokens().getIDTokenString());
		browser.get(authenticationRequest(client, new CodeVerifier(), new State(), new Nonce()).toURI().toString());

		new WebDriverWait(browser, Duration.ofSeconds(10))
			.until(ExpectedConditions.visibilityOfElementLocated(By.id("username")));
		assertThat(browser.getCurrentUrl()).endsWith("/account/login");
	}

	@Test
	void denyingConsentRedirectsWithAccessDenied() throws Exception {
		Platform.Client client = webClient();
		State state = new State();

		URI redirect = signInAndConsent(authenticationRequest(client, new CodeVerifier(), state, new Nonce()),
				platform.newUser(tenantId), "#cancel-consent");

		AuthorizationResponse response = AuthorizationResponse.parse(redirect);
		assertThat(response.indicatesSuccess()).isFalse();
		AuthorizationErrorResponse error = response.toErrorResponse();
		assertThat(error.getErrorObject().getCode()).isEqualTo("access_denied");
		assertThat(error.getState()).isEqualTo(state);
	}

	@Test
	void wrongPasswordShowsAnErrorOnTheSignInPage() {
		Platform.Client client = webClient();
		browser = HeadlessChromium.start();
		browser.get(authenticationRequest(client, new CodeVerifier(), new State(), new Nonce()).toURI().toString());
		browser.findElement(By.id("username")).sendKeys("nobody");
		browser.findElement(By.id("password")).sendKeys("wrong password");
		browser.findElement(By.id("sign-in")).click();

		new WebDriverWait(browser, Duration.ofSeconds(10))
			.until(ExpectedConditions.visibilityOfElementLocated(By.id("login-error")));
		assertThat(browser.findElement(By.id("login-error")).getText()).contains("not correct");
	}

	private Platform.Client webClient() {
		return platform.newWebClient(tenantId, callback.toString(), "openid", "profile", "email", "clients.read");
	}

	private AuthenticationRequest authenticationRequest(Platform.Client client, CodeVerifier verifier, State state,
			Nonce nonce) {
		return new AuthenticationRequest.Builder(ResponseType.CODE, new Scope("openid", "profile", "email",
				"clients.read"), new ClientID(client.clientId()), callback)
			.endpointURI(provider.getAuthorizationEndpointURI())
			.state(state)
			.nonce(nonce)
			.codeChallenge(verifier, CodeChallengeMethod.S256)
			.build();
	}

	private URI signInAndConsent(AuthenticationRequest request, Platform.User user, String consentButton)
			throws Exception {
		browser = HeadlessChromium.start();
		WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(15));
		browser.get(request.toURI().toString());
		wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("username")));
		screenshot("login");
		browser.findElement(By.id("username")).sendKeys(user.username());
		browser.findElement(By.id("password")).sendKeys(user.password());
		browser.findElement(By.id("sign-in")).click();
		wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(consentButton)));
		screenshot("consent");
		assertThat(browser.getPageSource()).contains("Read client records");
		browser.findElement(By.cssSelector(consentButton)).click();
		wait.until(driver -> driver.getCurrentUrl().startsWith(callback.toString()));
		return URI.create(browser.getCurrentUrl());
	}

	private void screenshot(String name) throws Exception {
		Files.createDirectories(SCREENSHOTS);
		Files.write(SCREENSHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
	}

	private static ClientSecretBasic basic(Platform.Client client) {
		return new ClientSecretBasic(new ClientID(client.clientId()), new Secret(client.clientSecret()));
	}
}

package dev.kontor.identity.server;

import java.security.Principal;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.oauth2.core.endpoint.OAuth2ParameterNames;
import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationConsent;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

import dev.kontor.identity.throttling.Lockout;
import dev.kontor.identity.users.UserAccount;
import dev.kontor.identity.users.UserManagement;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.security.Scopes;

/** The HTML pages of the authorization code flow: sign in, then grant the application the scopes it asks for. */
@Controller
@RequiredArgsConstructor
class AccountPages {

	private final RegisteredClientRepository clients;

	private final OAuth2AuthorizationConsentService consents;

	private final UserManagement users;

	@GetMapping(AuthorizationServerConfiguration.LOGIN_PAGE)
	String login() {
		return "account/login";
	}

	/** The sign-in page refusing a sign-in whose username or address is locked out (forwarded by the throttle). */
	@RequestMapping(AuthorizationServerConfiguration.SIGN_IN_REFUSED)
	ModelAndView signInRefused(HttpServletRequest request, HttpServletResponse response) {
		if (!(request.getAttribute(SignInThrottle.LOCKOUT) instanceof Lockout lockout)) {
			throw new NotFound("No such page");
		}
		response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(lockout.retryAfterSeconds()));
		ModelAndView page = new ModelAndView("account/login",
				Map.of("retryAfterSeconds", lockout.retryAfterSeconds()));
		page.setStatus(HttpStatus.TOO_MANY_REQUESTS);
		return page;
	}

	@GetMapping(AuthorizationServerConfiguration.CONSENT_PAGE)
	String consent(Principal principal, Model model, @RequestParam(OAuth2ParameterNames.CLIENT_ID) String clientId,
			@RequestParam(OAuth2ParameterNames.SCOPE) String scope,
			@RequestParam(OAuth2ParameterNames.STATE) String state) {
		RegisteredClient client = clients.findByClientId(clientId);
		if (client == null) {
			throw new NotFound("Unknown application");
		}
		Set<String> approved = approvedScopes(client, principal.getName());
		Optional<UserAccount> user = users.find(UUID.fromString(principal.getName()));
		List<ScopeView> toApprove = Arrays.stream(scope.split(" "))
			.filter(requested -> !OidcScopes.OPENID.equals(requested) && !approved.contains(requested))
			// A scope the user's roles do not allow is not granted whatever the answer, so it is not asked.
			.filter(requested -> user.map(account -> account.mayHold(requested)).orElse(false))
			.map(this::view)
			.toList();
		List<ScopeView> alreadyApproved = approved.stream()
			.filter(granted -> !OidcScopes.OPENID.equals(granted))
			.map(this::view)
			.toList();
		model.addAttribute("applicationName", client.getClientName());
		model.addAttribute("clientId", clientId);
		model.addAttribute("state", state);
		model.addAttribute("scopes", toApprove);
		model.addAttribute("previouslyApprovedScopes", alreadyApproved);
		return "account/consent";
	}

	private Set<String> approvedScopes(RegisteredClient client, String principalName) {
		@Nullable OAuth2AuthorizationConsent consent = consents.findById(client.getId(), principalName);
		return consent == null ? Set.of() : new LinkedHashSet<>(consent.getScopes());
	}

	private ScopeView view(String scope) {
		return new ScopeView(scope, Scopes.describe(scope));
	}

	record ScopeView(String scope, String description) {
	}
}

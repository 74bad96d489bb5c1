package dev.kontor.kyc.callback;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.kyc.KycSettings;
import dev.kontor.kyc.sessions.KycProviders;
import dev.kontor.kyc.sessions.ProviderOutcome;
import dev.kontor.kyc.sessions.ProviderOutcomes;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Receives provider callbacks. A callback is authentic when its signature is the provider's over the raw body, its
 * timestamp lies within {@code kontor.kyc.callback-window} of this server's clock (either way) and its nonce was not
 * seen within that window; otherwise it is refused with 401, as is a callback for a session the provider does not
 * have with 404, and nothing changes. The checks run before the body is read as anything but bytes, so an
 * unauthenticated caller learns nothing but the refusal.
 */
@Service
@RequiredArgsConstructor
public class ProviderCallbacks {

	private static final Logger log = LoggerFactory.getLogger(ProviderCallbacks.class);

	private static final Pattern NONCE = Pattern.compile("[A-Za-z0-9_-]{16,100}");

	private static final Pattern REASON = Pattern.compile("[A-Za-z0-9]{1,50}");

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final KycProviders providers;

	private final ProviderSecrets secrets;

	private final CallbackNonces nonces;

	private final ProviderOutcomes outcomes;

	private final KycSettings settings;

	private final Clock clock;

	@Transactional
	public void receive(String provider, byte[] body, @Nullable String signature) {
		if (providers.find(provider).isEmpty()) {
			throw new NotFound("No KYC provider of this name exists");
		}
		String secret = secrets.of(provider);
		if (secret == null || !CallbackSignature.verifies(secret, body, signature)) {
			log.warn("Refused a KYC callback of provider {}: unsigned or wrongly signed", provider);
			throw new BadCredentialsException("The callback is not signed with the provider's secret");
		}
		ProviderCallback callback = parse(body);
		Instant now = Timestamps.now(clock);
		Duration window = settings.callbackWindow();
		if (callback.timestamp().isBefore(now.minus(window)) || callback.timestamp().isAfter(now.plus(window))) {
			log.warn("Refused a KYC callback of provider {}: its timestamp {} is outside the window", provider,
					callback.timestamp());
			throw new BadCredentialsException("The callback's timestamp is outside the accepted window");
		}
		if (!outcomes.exists(provider, callback.sessionReference())) {
			throw new NotFound("No KYC session of this provider has this reference");
		}
		if (!nonces.remember(provider, callback.nonce())) {
			log.warn("Refused a KYC callback of provider {}: its nonce was seen before", provider);
			throw new BadCredentialsException("The callback's nonce was seen before");
		}
		outcomes.record(provider, outcome(callback));
	}

	private static ProviderCallback parse(byte[] body) {
		ProviderCallback callback;
		try {
			callback = JSON.readValue(body, ProviderCallback.class);
		}
		catch (JacksonException ex) {
			throw new InvalidInput("body", "must be a provider callback");
		}
		if (callback == null || callback.sessionReference() == null || callback.timestamp() == null
				|| callback.nonce() == null || !NONCE.matcher(callback.nonce()).matches()) {
			throw new InvalidInput("body",
					"must name sessionReference, event, timestamp and a nonce of 16 to 100 of [A-Za-z0-9_-]");
		}
		event(callback.event());
		return callback;
	}

	private static ProviderOutcome.Event event(@Nullable String event) {
		try {
			return ProviderOutcome.Event.valueOf(String.valueOf(event));
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidInput("event", "must be one of Started, Approved, Declined, Cancelled");
		}
	}

	private static ProviderOutcome outcome(ProviderCallback callback) {
		ProviderCallback.Person person = callback.person();
		ProviderCallback.IdentityDocument document = callback.document();
		List<String> reasons = callback.declineReasons() == null ? List.of()
				: callback.declineReasons().stream().filter(r -> r != null && REASON.matcher(r).matches()).limit(10)
					.toList();
		byte[] report;
		try {
			report = callback.report() == null ? null : Base64.getDecoder().decode(callback.report());
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidInput("report", "must be base64");
		}
		return new ProviderOutcome(callback.sessionReference(), event(callback.event()),
				person == null ? null : person.name(), person == null ? null : person.dateOfBirth(),
				document == null ? null : cut(document.type(), 50), document == null ? null : cut(document.nationality(), 3),
				reasons, report);
	}

	private static @Nullable String cut(@Nullable String value, int max) {
		return value == null || value.length() <= max ? value : value.substring(0, max);
	}
}

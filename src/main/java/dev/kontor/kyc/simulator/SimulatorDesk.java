package dev.kontor.kyc.simulator;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Service;

import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.callback.CallbackSignature;
import dev.kontor.kyc.callback.ProviderCallback;
import dev.kontor.kyc.callback.ProviderSecrets;
import dev.kontor.kyc.sessions.KycSessionManagement;
import dev.kontor.shared.PlatformSettings;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The simulated provider's side of a session: it shows an open session to the person and reports what the person
 * decided to the platform's callback over HTTP, signed with the provider's secret, exactly as a remote provider does.
 */
@Service
public class SimulatorDesk {

	static final String DOCUMENT_TYPE = "IdentityCard";

	private static final Logger log = LoggerFactory.getLogger(SimulatorDesk.class);

	private static final SecureRandom RANDOM = new SecureRandom();

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final KycSessionManagement sessions;

	private final ProviderSecrets secrets;

	private final PlatformSettings platform;

	private final Clock clock;

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	SimulatorDesk(KycSessionManagement sessions, ProviderSecrets secrets, PlatformSettings platform, Clock clock) {
		this.sessions = sessions;
		this.secrets = secrets;
		this.platform = platform;
		this.clock = clock;
	}

	/** What the person decided on the page. */
	public record Decision(String name, LocalDate dateOfBirth, String nationality, boolean approved) {
	}

	/** The open session behind the page's token, if there is one. */
	public Optional<KycSession> open(String token) {
		return sessions.openByReference(ProviderSecrets.SIMULATED, token);
	}

	/** Tells the platform that the person opened the page (the session becomes Pending); a failure only logs. */
	public void started(String token) {
		try {
			send(new ProviderCallback(token, "Started", Timestamps.now(clock), nonce(), null, null, null, null));
		}
		catch (IOException | CallbackRefused ex) {
			log.warn("The KYC simulator could not report a started session: {}", ex.getMessage());
		}
	}

	/** Reports the person's decision with the report; where the person's browser goes next. */
	public URI decide(KycSession session, String token, Decision decision) throws IOException {
		Instant now = Timestamps.now(clock);
		byte[] report = SimulatorReport.of(session.initiatorKycId(), decision.name(), decision.dateOfBirth(),
				decision.nationality(), decision.approved(), now);
		send(new ProviderCallback(token, decision.approved() ? "Approved" : "Declined", now, nonce(),
				new ProviderCallback.Person(decision.name(), decision.dateOfBirth()),
				new ProviderCallback.IdentityDocument(DOCUMENT_TYPE, decision.nationality()),
				decision.approved() ? List.of() : List.of("DeclinedByPerson"),
				decision.approved() ? Base64.getEncoder().encodeToString(report) : null));
		return URI.create(session.redirectUrl());
	}

	private void send(ProviderCallback callback) throws IOException {
		byte[] body = JSON.writeValueAsBytes(callback);
		String secret = secrets.of(ProviderSecrets.SIMULATED);
		HttpRequest request = HttpRequest
			.newBuilder(URI.create(platform.issuerString() + "/api/v3/kyc/providers/" + ProviderSecrets.SIMULATED
					+ "/callback"))
			.timeout(Duration.ofSeconds(30))
			.header("Content-Type", "application/json")
			.header(CallbackSignature.HEADER, CallbackSignature.sign(String.valueOf(secret), body))
			.POST(HttpRequest.BodyPublishers.ofByteArray(body))
			.build();
		HttpResponse<String> response;
		try {
			response = http.send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException("Interrupted while calling the KYC callback", ex);
		}
		if (response.statusCode() / 100 != 2) {
			throw new CallbackRefused(response.statusCode());
		}
	}

	private static String nonce() {
		byte[] random = new byte[18];
		RANDOM.nextBytes(random);
		return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
	}

	/** The platform refused a callback (the session finished meanwhile, for one). */
	public static final class CallbackRefused extends RuntimeException {

		private final int status;

		CallbackRefused(int status) {
			super("The KYC callback was answered " + status);
			this.status = status;
		}

		public int status() {
			return status;
		}

		@Override
		public synchronized @Nullable Throwable fillInStackTrace() {
			return this;
		}
	}
}

package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

import org.jspecify.annotations.Nullable;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The access token the simulator reads the price feed with: client credentials at Kontor's token endpoint
 * ({@code /connect/token}), scope {@code pricefeed.read}, renewed when a third of its life is left (at the latest a
 * minute before it expires), or at once when the price feed refused it.
 */
final class AccessTokens {

	private final HttpClient http;

	private final URI tokenEndpoint;

	private final String credentials;

	private final Clock clock;

	private final JsonMapper json = JsonMapper.shared();

	private @Nullable String token;

	private Instant renewAt = Instant.MIN;

	AccessTokens(HttpClient http, ExchangeSettings settings, Clock clock) {
		this.http = http;
		this.tokenEndpoint = URI.create(settings.priceFeedUrl() + "/connect/token");
		this.credentials = Base64.getEncoder()
			.encodeToString((settings.clientId() + ":" + settings.clientSecret()).getBytes(StandardCharsets.UTF_8));
		this.clock = clock;
	}

	synchronized String current() throws IOException, InterruptedException {
		if (token == null || !clock.instant().isBefore(renewAt)) {
			issue();
		}
		return token;
	}

	synchronized void forget() {
		token = null;
	}

	private void issue() throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(tokenEndpoint)
			.timeout(PriceFeed.TIMEOUT)
			.header("Authorization", "Basic " + credentials)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&scope=pricefeed.read"))
			.build();
		HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() != 200) {
			throw new IOException("the token endpoint answered " + response.statusCode());
		}
		JsonNode body = json.readTree(response.body());
		Duration life = Duration.ofSeconds(body.path("expires_in").asLong(300));
		Duration before = life.dividedBy(3).compareTo(Duration.ofMinutes(1)) > 0 ? Duration.ofMinutes(1)
				: life.dividedBy(3);
		token = body.path("access_token").asString();
		renewAt = clock.instant().plus(life).minus(before);
	}
}

package dev.kontor.aml.screening.http;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.screening.ScreeningHit;
import dev.kontor.aml.screening.ScreeningProvider;
import dev.kontor.aml.screening.ScreeningResult;
import dev.kontor.aml.screening.ScreeningSubject;
import dev.kontor.aml.screening.ScreeningUnavailable;
import dev.kontor.aml.screening.SubjectKind;
import dev.kontor.aml.screening.list.FamilyRules;

/**
 * Screens through an external service: POSTs the subject as JSON to the configured URL (with the API key in
 * {@code X-Api-Key} when one is configured) and reads the hits from a 200 answer. Request
 * {@code {kind, name, surname, fullName, dateOfBirth, countries[]}}; answer
 * {@code {providerClientId, hits[{entryId, name, matchedName, score, families[], topics[], datasets[]}]}} where
 * {@code families} (Pep, Sanction, Other) wins over OpenSanctions {@code topics}, and a hit with neither is Other.
 * No answer within the timeout, another status, or a body of another shape make the provider unavailable.
 */
public final class HttpScreeningProvider implements ScreeningProvider {

	record Request(SubjectKind kind, String name, @Nullable String surname, String fullName,
			@Nullable LocalDate dateOfBirth, List<String> countries) {
	}

	record Answer(@Nullable String providerClientId, @Nullable List<Hit> hits) {
	}

	record Hit(@Nullable String entryId, @Nullable String name, @Nullable String matchedName, double score,
			@Nullable List<MonitoringFamily> families, @Nullable List<String> topics, @Nullable List<String> datasets) {
	}

	private static final JsonMapper JSON = JsonMapper.builder()
		.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		.build();

	private final String name;

	private final URI url;

	private final @Nullable String apiKey;

	private final Duration timeout;

	private final HttpClient client;

	public HttpScreeningProvider(String name, URI url, @Nullable String apiKey, Duration timeout) {
		this.name = name;
		this.url = url;
		this.apiKey = apiKey;
		this.timeout = timeout;
		this.client = HttpClient.newBuilder()
			.connectTimeout(timeout)
			.followRedirects(HttpClient.Redirect.NEVER)
			.executor(Executors.newVirtualThreadPerTaskExecutor())
			.build();
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public ScreeningResult screen(ScreeningSubject subject) {
		HttpResponse<String> response = send(subject);
		if (response.statusCode() != 200) {
			throw new ScreeningUnavailable("The screening provider answered " + response.statusCode());
		}
		try {
			Answer answer = JSON.readValue(response.body(), Answer.class);
			List<Hit> hits = answer.hits() == null ? List.of() : answer.hits();
			return new ScreeningResult(answer.providerClientId(), hits.stream().map(HttpScreeningProvider::hit).toList());
		}
		catch (JacksonException ex) {
			throw new ScreeningUnavailable("The screening provider's answer is not of the documented shape", ex);
		}
	}

	private HttpResponse<String> send(ScreeningSubject subject) {
		Request body = new Request(subject.kind(), subject.name(), subject.surname(), subject.fullName(),
				subject.dateOfBirth(), subject.countries().stream().sorted().toList());
		HttpRequest.Builder request = HttpRequest.newBuilder(url)
			.timeout(timeout)
			.header("Content-Type", "application/json")
			.header("Accept", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
		if (apiKey != null && !apiKey.isBlank()) {
			request.header("X-Api-Key", apiKey);
		}
		try {
			return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (HttpTimeoutException ex) {
			throw new ScreeningUnavailable("The screening provider did not answer within " + timeout.toMillis() + " ms", ex);
		}
		catch (IOException ex) {
			throw new ScreeningUnavailable("The screening provider cannot be reached", ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new ScreeningUnavailable("Interrupted while waiting for the screening provider", ex);
		}
	}

	private static ScreeningHit hit(Hit hit) {
		String entryId = hit.entryId();
		if (entryId == null || entryId.isBlank()) {
			throw new ScreeningUnavailable("The screening provider answered a hit without entryId");
		}
		Set<MonitoringFamily> families = EnumSet.noneOf(MonitoringFamily.class);
		if (hit.families() != null && !hit.families().isEmpty()) {
			families.addAll(hit.families());
		}
		else if (hit.topics() != null && !hit.topics().isEmpty()) {
			families.addAll(FamilyRules.byTopics(hit.topics()));
		}
		else {
			families.add(MonitoringFamily.Other);
		}
		String entryName = hit.name() != null ? hit.name() : entryId;
		return new ScreeningHit(entryId, entryName, hit.matchedName() != null ? hit.matchedName() : entryName,
				hit.score(), families, hit.datasets() == null ? List.of() : hit.datasets());
	}
}

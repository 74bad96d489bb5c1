package dev.kontor.aml.screening.http;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.screening.ScreeningHit;
import dev.kontor.aml.screening.ScreeningResult;
import dev.kontor.aml.screening.ScreeningSubject;
import dev.kontor.aml.screening.ScreeningUnavailable;
import dev.kontor.aml.screening.SubjectKind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HttpScreeningProviderTest {

	private static final ScreeningSubject SUBJECT = new ScreeningSubject(SubjectKind.Person, "Ivan", "Sidorenko",
			LocalDate.of(1961, 3, 5), Set.of("RUS", "UKR"));

	private final FakeScreeningService service = new FakeScreeningService();

	private final HttpScreeningProvider provider = new HttpScreeningProvider("Acme Screening", service.url(),
			"secret-key", Duration.ofMillis(500));

	@AfterEach
	void stop() {
		service.close();
	}

	@Test
	void postsTheSubjectAsJsonWithTheApiKey() {
		provider.screen(SUBJECT);

		FakeScreeningService.Received request = service.received().getFirst();
		assertThat(request.apiKey()).isEqualTo("secret-key");
		assertThat(request.contentType()).isEqualTo("application/json");
		JsonNode body = JsonMapper.builder().build().readTree(request.body());
		assertThat(body.get("kind").asString()).isEqualTo("Person");
		assertThat(body.get("name").asString()).isEqualTo("Ivan");
		assertThat(body.get("surname").asString()).isEqualTo("Sidorenko");
		assertThat(body.get("fullName").asString()).isEqualTo("Ivan Sidorenko");
		assertThat(body.get("dateOfBirth").asString()).isEqualTo("1961-03-05");
		assertThat(body.get("countries").toString()).isEqualTo("[\"RUS\",\"UKR\"]");
	}

	@Test
	void readsHitsWithFamiliesOrTopics() {
		service.answer(200, """
				{"providerClientId": "acme-42", "unknownField": true, "hits": [
				  {"entryId": "A-1", "name": "Ivan Sidorenko", "matchedName": "Ivan Sydorenko", "score": 0.97,
				   "families": ["Sanction"], "datasets": ["EU FSF"]},
				  {"entryId": "A-2", "name": "I. Sidorenko", "score": 0.93, "topics": ["role.pep", "crime"]},
				  {"entryId": "A-3", "score": 0.95}
				]}""");

		ScreeningResult result = provider.screen(SUBJECT);

		assertThat(result.providerClientId()).isEqualTo("acme-42");
		assertThat(result.hits()).extracting(ScreeningHit::entryId).containsExactly("A-1", "A-2", "A-3");
		ScreeningHit first = result.hits().getFirst();
		assertThat(first.matchedName()).isEqualTo("Ivan Sydorenko");
		assertThat(first.score()).isEqualTo(0.97);
		assertThat(first.families()).containsExactly(MonitoringFamily.Sanction);
		assertThat(first.datasets()).containsExactly("EU FSF");
		assertThat(result.hits().get(1).families()).containsExactlyInAnyOrder(MonitoringFamily.Pep,
				MonitoringFamily.Other);
		assertThat(result.hits().get(2).families()).containsExactly(MonitoringFamily.Other);
		assertThat(result.hits().get(2).name()).isEqualTo("A-3");
		assertThat(provider.name()).isEqualTo("Acme Screening");
	}

	@Test
	void anAnswerWithoutHitsIsNoHit() {
		service.answer(200, "{}");

		assertThat(provider.screen(SUBJECT).hits()).isEmpty();
	}

	@Test
	void anErrorStatusMakesTheProviderUnavailable() {
		service.answer(500, "{\"error\":\"boom\"}");

		assertThatThrownBy(() -> provider.screen(SUBJECT)).isInstanceOf(ScreeningUnavailable.class)
			.hasMessageContaining("500");
	}

	@Test
	void anAnswerOfAnotherShapeMakesTheProviderUnavailable() {
		service.answer(200, "<html>maintenance</html>");
		assertThatThrownBy(() -> provider.screen(SUBJECT)).isInstanceOf(ScreeningUnavailable.class)
			.hasMessageContaining("shape");

		service.answer(200, "{\"hits\":[{\"name\":\"no id\",\"score\":1}]}");
		assertThatThrownBy(() -> provider.screen(SUBJECT)).isInstanceOf(ScreeningUnavailable.class)
			.hasMessageContaining("entryId");
	}

	@Test
	void noAnswerWithinTheTimeoutMakesTheProviderUnavailable() {
		service.delay(Duration.ofSeconds(2));

		assertThatThrownBy(() -> provider.screen(SUBJECT)).isInstanceOf(ScreeningUnavailable.class)
			.hasMessageContaining("500 ms");
	}

	@Test
	void anUnreachableProviderIsUnavailable() throws IOException {
		URI closed;
		try (ServerSocket socket = new ServerSocket(0)) {
			closed = URI.create("http://127.0.0.1:" + socket.getLocalPort() + "/screen");
		}
		HttpScreeningProvider down = new HttpScreeningProvider("Down", closed, null, Duration.ofMillis(500));

		assertThatThrownBy(() -> down.screen(SUBJECT)).isInstanceOf(ScreeningUnavailable.class)
			.hasMessageContaining("cannot be reached");
	}
}
